import {
  APIError,
  type CollectionBeforeChangeHook,
  type CollectionBeforeDeleteHook,
  type PayloadRequest,
} from 'payload'

import { serverMessages } from '../../../src/i18n/server-messages'
import { requestLocale } from '../../../src/i18n/request-locale'
import type { ValidationMessageKey } from '../../../src/lib/validation/messages'
import { adminGuardViolation } from '../../../src/services/admin/admin-guards'

/** A 409 in the reader's language: Payload's REST, /admin and our endpoints all show the message. */
const refuse = async (req: PayloadRequest, violation: ValidationMessageKey): Promise<never> => {
  const messages = await serverMessages(requestLocale(req))
  throw new APIError(messages[violation], 409, null, true)
}

/** The admin area never locks itself out, whichever way a role change arrives. */
export const protectAdminRole: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc || data.role === undefined) return data
  const violation = await adminGuardViolation({
    payload: req.payload,
    target: originalDoc,
    actingUserId: req.user?.id ?? null,
    change: { role: data.role },
  })
  if (violation) await refuse(req, violation)
  return data
}

export const protectAdminAccounts: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const target = await req.payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true, req })
  const violation = await adminGuardViolation({
    payload: req.payload,
    target: target ?? { id },
    actingUserId: req.user?.id ?? null,
    change: 'delete',
  })
  if (violation) await refuse(req, violation)
}
