import {
  APIError,
  type CollectionBeforeOperationHook,
  type GlobalBeforeOperationHook,
  type PayloadRequest,
} from 'payload'

import { canPublish, mayWriteLocale } from '../../src/access/editorial'
import { isLocale, type Locale } from '../../src/config/locales'
import { isLocaleLimited } from '../../src/config/roles'
import { serverMessages } from '../../src/i18n/server-messages'
import { requestLocale } from '../../src/i18n/request-locale'
import type { ValidationMessageKey } from '../../src/lib/validation/messages'

/**
 * The server's word on drafted content (issue 23 item 7), before Payload's own access check so a
 * refusal says why: a contributor's write must be a draft save (no publish of a locale or of all
 * of them, no unpublish, no schedule run, no restore as published, no delete or trash), and an
 * account limited to some locales writes only in those (no `?locale=all`, no restore, which
 * rewrites every locale). Access functions (src/access/editorial.ts) say the same for the admin's
 * buttons; this hook covers the flags they cannot see (`draft`, `publishAllLocales`…).
 */
type OperationArgs = {
  data?: { _status?: unknown; deletedAt?: unknown } | null
  draft?: boolean | string
  publishAllLocales?: boolean | string
  unpublishAllLocales?: boolean | string
  publishSpecificLocale?: string
  overrideAccess?: boolean
}

type EditorialUser = Parameters<typeof canPublish>[0]

/** The reader's language: the admin's (Payload's i18n), else what the request asks for. */
export const languageOf = (req: PayloadRequest): Locale =>
  isLocale(req.i18n?.language) ? req.i18n.language : requestLocale(req)

const refuse = async (req: PayloadRequest, key: ValidationMessageKey): Promise<never> => {
  const messages = await serverMessages(languageOf(req))
  // With `data`, Payload answers the message itself in a production build too; without it the
  // response fell back to "An unknown error occurred." (seen in the Chromium test).
  throw new APIError(messages[key], 403, { reason: key }, true)
}

const isSet = (flag: boolean | string | undefined) => flag === true || flag === 'true'

/** Why this write is refused, or null: one rule for collections and globals. */
export const editorialViolation = ({
  user,
  operation,
  args,
  locale,
}: {
  user: EditorialUser
  operation: string
  args: OperationArgs
  locale: string | undefined
}): ValidationMessageKey | null => {
  const publisher = canPublish(user)
  if (operation === 'delete' || args.data?.deletedAt) {
    if (!publisher) return 'contributorCannotDelete'
    return isLocaleLimited(user) ? 'everyLocaleRequired' : null
  }
  if (operation === 'restoreVersion') {
    if (isLocaleLimited(user)) return 'everyLocaleRequired'
    return publisher || isSet(args.draft) ? null : 'contributorCannotPublish'
  }
  if (operation !== 'create' && operation !== 'update') return null
  if (!mayWriteLocale(user, args.publishSpecificLocale ?? locale)) return 'localeNotAllowed'
  if (publisher) return null
  const isDraftSave =
    isSet(args.draft) &&
    args.data?._status !== 'published' &&
    !isSet(args.publishAllLocales) &&
    !isSet(args.unpublishAllLocales) &&
    !args.publishSpecificLocale
  return isDraftSave ? null : 'contributorCannotPublish'
}

const guard = async (req: PayloadRequest, operation: string, args: OperationArgs, overrideAccess?: boolean) => {
  // Only what a person asks for: the product's own operations run with overrideAccess.
  if (!req.user || overrideAccess || args.overrideAccess) return
  const violation = editorialViolation({
    user: req.user as EditorialUser,
    operation,
    args,
    locale: req.locale ?? undefined,
  })
  if (violation) await refuse(req, violation)
}

export const guardEditorialWrite: CollectionBeforeOperationHook = async ({ args, operation, overrideAccess, req }) => {
  await guard(req, operation, args as OperationArgs, overrideAccess)
  return args
}

export const guardEditorialGlobalWrite: GlobalBeforeOperationHook = async ({
  args,
  operation,
  overrideAccess,
  req,
}) => {
  await guard(req, operation, args as OperationArgs, overrideAccess)
  return args
}
