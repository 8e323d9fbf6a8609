import { incrementLoginAttempts, type Payload } from 'payload'

import { resetPasswordEmail } from '../email/reset-password-email'
import type { Locale } from '../../config/locales'

import { AppError } from '../../lib/errors/app-error'
import { isDatabaseUnavailable } from '../../lib/http/database-outage'
import type { User } from '../../payload-types'
import { matchesStoredPassword } from './password-hash'

type StoredCredentials = User & {
  hash?: string | null
  salt?: string | null
  loginAttempts?: number | null
  lockUntil?: string | null
}

/**
 * Checks the current password the way sign-in does (one PBKDF2 check; a wrong one counts toward
 * the same lockout, a right one clears the count, a locked account is refused) but opens no
 * session: the change then ends every session but the one it was made from (Payload's update
 * keeps only the caller's session when the password changes).
 */
export const changePassword = async ({
  payload,
  user,
  currentPassword,
  newPassword,
  messages,
}: {
  payload: Payload
  user: User
  currentPassword: string
  newPassword: string
  messages: { currentPasswordIncorrect: string }
}) => {
  const collection = payload.collections.users.config
  const stored = await payload.db.findOne<StoredCredentials>({
    collection: 'users',
    where: { id: { equals: user.id } },
  })
  // The hash is checked even for a locked account, so its answer costs the same.
  const isRight = stored ? await matchesStoredPassword(stored, currentPassword) : false
  const isLocked = Boolean(stored?.lockUntil && new Date(stored.lockUntil).getTime() > Date.now())
  const countsAttempts = collection.auth.maxLoginAttempts > 0
  if (!stored || isLocked || !isRight) {
    if (stored && !isLocked && countsAttempts) await incrementLoginAttempts({ collection, payload, user: stored })
    throw new AppError('badRequest', messages.currentPasswordIncorrect, { field: 'currentPassword' })
  }
  if (countsAttempts && (stored.loginAttempts || stored.lockUntil)) {
    await payload.db.updateOne({
      collection: 'users',
      id: user.id,
      data: { loginAttempts: 0, lockUntil: null },
      returning: false,
    })
  }
  await payload.update({
    collection: 'users',
    id: user.id,
    data: { password: newPassword },
    overrideAccess: false,
    user,
    context: { disableRevalidate: true },
  })
}

/**
 * Always succeeds from the caller's point of view: no answer reveals whether the account exists.
 * Payload makes the token (no e-mail); the e-mail goes out here with its HTML and plain-text parts,
 * in the account's language, else the request's.
 */
export const requestPasswordReset = async ({
  payload,
  email,
  locale,
}: {
  payload: Payload
  email: string
  locale: Locale
}) => {
  try {
    const token = await payload.forgotPassword({ collection: 'users', data: { email }, disableEmail: true })
    if (!token) return
    const { docs } = await payload.find({
      collection: 'users',
      where: { email: { equals: email.toLowerCase() } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const user = docs[0]
    if (!user) return
    await payload.sendEmail({ to: user.email, ...(await resetPasswordEmail({ token, user, requestLocale: locale })) })
  } catch (error) {
    payload.logger.warn({ msg: 'forgot-password failed', err: error })
  }
}

export const resetPassword = async ({
  payload,
  token,
  password,
  messages,
}: {
  payload: Payload
  token: string
  password: string
  messages: { resetTokenInvalid: string }
}) => {
  try {
    const result = await payload.resetPassword({ collection: 'users', data: { token, password }, overrideAccess: true })
    return { token: result.token }
  } catch (error) {
    // A database that cannot answer says nothing about the token: that is a 503, not a bad link.
    if (isDatabaseUnavailable(error)) throw error
    throw new AppError('badRequest', messages.resetTokenInvalid, { field: 'token' })
  }
}
