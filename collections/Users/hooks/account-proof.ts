import { APIError, type CollectionAfterOperationHook, type CollectionBeforeOperationHook } from 'payload'

import { checkRole } from '../../../src/access'
import { requestLocale } from '../../../src/i18n/request-locale'
import { serverMessages } from '../../../src/i18n/server-messages'
import { emailSchema } from '../../../src/lib/validation/auth'
import { requestEmailChange } from '../../../src/services/accounts/email-change'

const REQUESTED_EMAIL = 'studify.requestedEmail'

const localeOf = (req: Parameters<CollectionBeforeOperationHook>[0]['req']) =>
  requestLocale({ locale: req.locale, headers: req.headers, searchParams: req.searchParams })

/**
 * Changes that hand an account to whoever holds its session need more than the session, when
 * they come over the API (the product's own services call the Local API and bring their proof):
 * a password changes only through the current-password flow (POST /api/auth/change-password)
 * or a reset link, and a new e-mail only once its owner opens the link sent to it. An admin
 * managing another account keeps both powers.
 */
export const requireProofForAccountChanges: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'update' || req.payloadAPI === 'local') return args
  const data = (args as { data?: Record<string, unknown> }).data
  if (!data) return args
  const id = (args as { id?: string | number }).id
  const isAdminOnOther = checkRole(['admin'], req.user) && id !== undefined && String(id) !== String(req.user?.id)
  if (isAdminOnOther) return args
  const messages = await serverMessages(localeOf(req))
  if ('password' in data && data.password !== undefined) {
    throw new APIError(messages.passwordChangeNeedsCurrent, 403, undefined, true)
  }
  if (typeof data.email === 'string') {
    const parsed = emailSchema.safeParse(data.email)
    if (!parsed.success) throw new APIError(messages.emailInvalid, 400, undefined, true)
    delete data.email
    if (req.user && parsed.data !== req.user.email) req.context[REQUESTED_EMAIL] = parsed.data
  }
  return args
}

/** Once the rest of the update is saved, the requested address gets its confirmation link. */
export const sendRequestedEmailChange: CollectionAfterOperationHook = async ({ operation, req, result }) => {
  const newEmail = req.context[REQUESTED_EMAIL]
  if (operation !== 'updateByID' && operation !== 'update') return result
  if (typeof newEmail !== 'string' || !req.user) return result
  delete req.context[REQUESTED_EMAIL]
  await requestEmailChange({
    payload: req.payload,
    user: req.user as never,
    newEmail,
    locale: localeOf(req),
    req,
  })
  return result
}
