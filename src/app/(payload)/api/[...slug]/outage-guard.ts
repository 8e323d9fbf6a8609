import config from '@payload-config'
import { getPayload } from 'payload'

import { assertDatabaseAnswers } from '@/services/db/outage'
import { hasCredentials, isDatabaseUnavailable, retryAfterHeaders } from '@/lib/http/database-outage'
import { requestLocale } from '@/i18n/request-locale'
import { outageBody } from '@/endpoints/outage-response'

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
