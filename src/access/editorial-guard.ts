import type { PayloadRequest } from 'payload'

import { canPublish } from './editorial'
import { isLocale, type Locale } from '../config/locales'
import { requestLocale } from '../i18n/request-locale'
import type { ValidationMessageKey } from '../lib/validation/messages'

/**
 * A contributor's writes to drafted content (issue 23 item 7): a draft save only — no publish of a
 * locale or of all of them, no unpublish, no schedule run, no restore as published, no delete or
 * trash. Asked before Payload's own access check by the content-write guard
 * (src/access/content-writes.ts, which also holds translators to their locales) so a refusal says
 * why; access functions (src/access/editorial.ts) say the same for the admin's buttons, and this
 * covers the flags they cannot see (`draft`, `publishAllLocales`…).
 */
type OperationArgs = {
  data?: { _status?: unknown; deletedAt?: unknown } | null
  draft?: boolean | string
  publishAllLocales?: boolean | string
  unpublishAllLocales?: boolean | string
  publishSpecificLocale?: string
}

type EditorialUser = Parameters<typeof canPublish>[0]

/** The reader's language: the admin's (Payload's i18n), else what the request asks for. */
export const languageOf = (req: PayloadRequest): Locale =>
  isLocale(req.i18n?.language) ? req.i18n.language : requestLocale(req)

const isSet = (flag: boolean | string | undefined) => flag === true || flag === 'true'

/** Why this contributor's write is refused, or null (editors and admins: always null). */
export const editorialViolation = ({
  user,
  operation,
  args,
}: {
  user: EditorialUser
  operation: string
  args: OperationArgs
}): ValidationMessageKey | null => {
  if (canPublish(user)) return null
  if (operation === 'delete' || operation === 'deleteByID' || args.data?.deletedAt) return 'contributorCannotDelete'
  if (operation === 'restoreVersion') return isSet(args.draft) ? null : 'contributorCannotPublish'
  if (operation !== 'create' && operation !== 'update') return null
  const isDraftSave =
    isSet(args.draft) &&
    args.data?._status !== 'published' &&
    !isSet(args.publishAllLocales) &&
    !isSet(args.unpublishAllLocales) &&
    !args.publishSpecificLocale
  return isDraftSave ? null : 'contributorCannotPublish'
}
