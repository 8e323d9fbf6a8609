import type { AfterErrorHook } from 'payload'

import type { Locale } from '../config/locales'
import { requestLocale } from '../i18n/request-locale'
import { serverMessages } from '../i18n/server-messages'
import { isDatabaseUnavailable } from '../lib/http/database-outage'

/**
 * The 503 for a database that cannot answer, shared by Payload's afterError hook (in the config)
 * and the /api route guard (outage-guard.ts). Kept apart from the guard, which imports the config:
 * the config must not import a module that imports it back.
 */

/** The translated "briefly unavailable" in Payload's error shape (and ours: `message`). */
export const outageBody = async (locale: Locale) => {
  const { serviceUnavailable } = await serverMessages(locale)
  return { errors: [{ message: serviceUnavailable }], message: serviceUnavailable }
}

/**
 * Payload's REST and GraphQL errors: a database that cannot answer is a 503 with the translated
 * "try again" message (never a 500); every other error keeps Payload's own answer.
 */
export const databaseOutageAfterError: AfterErrorHook = async ({ error, req }) => {
  if (!isDatabaseUnavailable(error)) return
  const locale = requestLocale({ locale: req.locale, headers: req.headers, searchParams: req.searchParams })
  return { status: 503, response: await outageBody(locale) }
}
