import { randomInt } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

import { FREE_WEEKLY_REQUEST_LIMIT, REFERRAL_CODE_LENGTH, REQUESTS_PER_REFERRAL } from '../../config/limits'
import { AppError } from '../../lib/errors/app-error'
import type { User } from '../../payload-types'
import { asSeenByReferrer, listReferrals } from '../accounts/public-user'

// No 0/O or 1/I/L: codes are read aloud and typed by hand.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

const newCode = () => Array.from({ length: REFERRAL_CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')

export const normalizeReferralCode = (code: string | null | undefined) => code?.trim().toUpperCase() || null

/** Gives the user a code once; later calls return the same code. */
export const generateReferralCode = async ({ payload, user }: { payload: Payload; user: User }) => {
  if (user.referralCode) return { referralCode: user.referralCode, isNew: false }
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const code = newCode()
    const taken = await payload.count({
      collection: 'users',
      where: { referralCode: { equals: code } },
      overrideAccess: true,
    })
    if (taken.totalDocs > 0) continue
    await payload.update({
      collection: 'users',
      id: user.id,
      data: { referralCode: code },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    return { referralCode: code, isNew: true }
  }
  throw new Error('Could not find a free referral code')
}

/**
 * Records `newUser` as a referral of the owner of `code`: never self, at most once per account;
 * an unknown code is silently ignored (the visitor never sees an error for it). The referrer's
 * bonus waits until the account is real (referral-credit.ts): a sign-up alone earns nothing.
 */
export const attachReferral = async ({
  payload,
  newUser,
  code,
  req,
}: {
  payload: Payload
  newUser: User
  code: string | null
  req?: Partial<PayloadRequest>
}) => {
  const normalized = normalizeReferralCode(code)
  if (!normalized || newUser.referredBy) return { isAttached: false }
  const referrer = (
    await payload.find({
      collection: 'users',
      where: { referralCode: { equals: normalized } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
    })
  ).docs[0]
  if (!referrer || referrer.id === newUser.id) return { isAttached: false }
  await payload.update({
    collection: 'users',
    id: newUser.id,
    data: { referredBy: referrer.id },
    overrideAccess: true,
    req,
    context: { disableRevalidate: true },
  })
  return { isAttached: true, referrerId: referrer.id }
}

/** Admin removal of a referral: the referred account stays, the referrer loses the bonus it earned. */
export const removeReferral = async ({
  payload,
  referrerId,
  referralId,
}: {
  payload: Payload
  referrerId: number | string
  referralId: number | string
}) => {
  const referral = await payload.findByID({
    collection: 'users',
    id: referralId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  const referredById =
    referral && (typeof referral.referredBy === 'object' ? referral.referredBy?.id : referral.referredBy)
  if (!referral || String(referredById) !== String(referrerId)) throw new AppError('notFound', 'Referral not found')
  const referrer = await payload.findByID({ collection: 'users', id: referrerId, depth: 0, overrideAccess: true })
  await payload.update({
    collection: 'users',
    id: referralId,
    data: { referredBy: null, referralCreditedAt: null },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  // A referral that never became real never gave a bonus: nothing to take back.
  if (!referral.referralCreditedAt) return
  await payload.update({
    collection: 'users',
    id: referrerId,
    data: { requestLimit: Math.max(FREE_WEEKLY_REQUEST_LIMIT, referrer.requestLimit - REQUESTS_PER_REFERRAL) },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
}

export const referralStats = async ({ payload, user }: { payload: Payload; user: User }) => {
  const referrals = (await listReferrals({ payload, userId: user.id })).map(asSeenByReferrer)
  return {
    success: true,
    referralCode: user.referralCode ?? null,
    referrals,
    totalReferrals: referrals.length,
    requestLimit: user.requestLimit,
    message: user.referralCode ? 'Referral data loaded' : 'No referral code yet',
  }
}
