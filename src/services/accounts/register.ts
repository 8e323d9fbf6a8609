import type { Payload } from 'payload'

import type { Locale } from '../../config/locales'
import { INITIAL_PLAN } from '../../config/plans'
import { FREE_WEEKLY_REQUEST_LIMIT } from '../../config/limits'
import { AppError } from '../../lib/errors/app-error'
import type { RegisterInput } from '../../lib/validation/auth'
import { attachReferral } from '../referrals/referrals'
import { type PublicUser, toPublicUser } from './public-user'
import { type PartialSignUp, undoSignUp } from './undo-sign-up'

type RegisterArgs = {
  payload: Payload
  input: RegisterInput
  messages: { emailTaken: string; serviceUnavailable: string }
  /** The language the account signs up in: its e-mails are written in it. */
  locale?: Locale
}

/**
 * Creates the account on plan `onboarding` — or `free` when the student chose it before signing
 * up — with a pending access request (decisions.md),
 * records the referral, and signs the new user in. All or nothing: one transaction where the
 * adapter has them (PostgreSQL); on SQLite, which has none here, a failed sign-up is undone.
 */
export const registerAccount = async ({
  payload,
  input,
  messages,
  locale,
}: RegisterArgs): Promise<{ token: string; user: PublicUser }> => {
  const existing = await payload.count({
    collection: 'users',
    where: { email: { equals: input.email } },
    overrideAccess: true,
  })
  if (existing.totalDocs > 0) throw new AppError('conflict', messages.emailTaken, { field: 'email' })

  const transactionID = (await payload.db.beginTransaction()) ?? undefined
  const req = { transactionID }
  // Set once the account row exists: from then on this sign-up owns the e-mail address.
  let partial: PartialSignUp | undefined
  try {
    const user = await payload.create({
      collection: 'users',
      data: {
        name: input.name,
        email: input.email,
        password: input.password,
        role: 'user',
        // Free chosen before signing up ("Sign up free") is kept; anything else chooses after.
        plan: input.plan ?? INITIAL_PLAN,
        requestLimit: FREE_WEEKLY_REQUEST_LIMIT,
        language: locale,
      },
      overrideAccess: true,
      req,
      context: { disableRevalidate: true },
    })
    partial = { userId: user.id }
    await payload.create({
      collection: 'access-requests',
      data: { user: user.id, status: 'pending' },
      overrideAccess: true,
      req,
    })
    const referral = await attachReferral({ payload, newUser: user, code: input.referralCode ?? null, req })
    if (referral.isAttached) partial.referrerId = referral.referrerId
    // Signing in is part of the same transaction (or undone with the rest): once it commits nothing
    // is left to fail, so a sign-up that answers with an error (the database went away half-way)
    // has created nothing.
    const login = await payload.login({
      collection: 'users',
      data: { email: input.email, password: input.password },
      overrideAccess: true,
      req,
    })
    const fresh = await payload.findByID({ collection: 'users', id: user.id, depth: 0, overrideAccess: true, req })
    if (transactionID) {
      await payload.db.commitTransaction(transactionID)
      // Payload swallows a failed COMMIT (and skips one whose connection already broke): only the
      // row itself tells whether the account exists. Never report an account that was lost.
      const committed = await payload.count({
        collection: 'users',
        where: { id: { equals: user.id } },
        overrideAccess: true,
      })
      if (committed.totalDocs === 0) throw new AppError('unavailable', messages.serviceUnavailable)
    }
    // A new account has no referrals of its own yet.
    return { token: login.token!, user: await toPublicUser({ payload, user: fresh, referrals: [] }) }
  } catch (error) {
    if (transactionID) await payload.db.rollbackTransaction(transactionID).catch(() => undefined)
    // Without a transaction (SQLite) the writes stand; with one, a COMMIT whose answer was lost
    // with the connection may have landed. Either way nothing of a failed sign-up may remain.
    if (partial) await undoSignUp(payload, partial)
    // This sign-up created the account, so the failure is not the e-mail being taken.
    if (partial) throw error
    // Two sign-ups racing for one e-mail: the unique index decides, the loser gets the field error.
    const count = await payload.count({
      collection: 'users',
      where: { email: { equals: input.email } },
      overrideAccess: true,
    })
    if (count.totalDocs > 0) throw new AppError('conflict', messages.emailTaken, { field: 'email' })
    throw error
  }
}
