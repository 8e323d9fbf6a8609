import config from '@payload-config'
import { type AfterErrorHook, getPayload } from 'payload'

import type { Locale } from '../../config/locales'
import { requestLocale } from '../../i18n/request-locale'
import { serverMessages } from '../../i18n/server-messages'
import {
  assertDatabaseAnswers,
  hasCredentials,
  isDatabaseUnavailable,
  retryAfterHeaders,
} from '../../services/db/outage'

/** The translated "briefly unavailable" in Payload's error shape (and ours: `message`). */
const outageBody = async (locale: Locale) => {
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

type RouteHandler<Context> = (request: Request, context: Context) => Promise<Response>

/**
 * Around an /api route handler: an outage that escapes Payload (while it authenticates the
 * request, before its own error handling) or that Payload took for a missing session becomes the
 * same 503, and every 503 says when to retry.
 */
export const withOutageGuard =
  <Context>(handle: RouteHandler<Context>): RouteHandler<Context> =>
  async (request, context) => {
    try {
      const response = await handle(request, context)
      // A signed-in request refused as signed out may only mean the session could not be loaded.
      if ((response.status === 401 || response.status === 403) && hasCredentials(request.headers)) {
        await assertDatabaseAnswers(await getPayload({ config }))
      }
      if (response.status !== 503 || response.headers.has('retry-after')) return response
      const headers = new Headers(response.headers)
      for (const [name, value] of Object.entries(retryAfterHeaders())) headers.set(name, value)
      return new Response(response.body, { status: 503, statusText: response.statusText, headers })
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error
      const locale = requestLocale({ headers: request.headers, searchParams: new URL(request.url).searchParams })
      return Response.json(await outageBody(locale), { status: 503, headers: retryAfterHeaders() })
    }
  }
