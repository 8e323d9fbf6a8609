import { APIError, type Endpoint, type PayloadRequest } from 'payload'
import { ZodError, type z } from 'zod'

import { checkRole } from '../access/check-role'
import type { RateLimitedAction } from '../config/limits'
import { CONTENT_ROLES } from '../config/roles'
import type { Locale } from '../config/locales'
import { serverMessages } from '../i18n/server-messages'
import { requestLocale } from '../i18n/request-locale'
import { AppError, isAppError } from '../lib/errors/app-error'
import { clientKey } from '../lib/http/client-address'
import { clientFaultOf } from '../lib/http/client-faults'
import type { ValidationMessageKey } from '../lib/validation/messages'
import type { User } from '../payload-types'
import { assertDatabaseAnswers } from '../services/db/outage'
import { hasCredentials, isDatabaseUnavailable, retryAfterHeaders } from '../lib/http/database-outage'
import { isStripeUnavailable, STRIPE_RETRY_AFTER_SECONDS } from '../services/billing/stripe-availability'
import { consumeRateLimit } from '../services/security/rate-limit'

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'
/** `content`: the content roles (editors and admins), as Payload's content collections allow. */
type Access = 'public' | 'user' | 'content' | 'admin'
type Messages = Record<ValidationMessageKey, string>

type HandlerArgs<Schema, A extends Access, Query = undefined> = {
  req: PayloadRequest
  body: Schema extends z.ZodType ? z.infer<Schema> : undefined
  query: Query extends z.ZodType ? z.infer<Query> : undefined
  user: A extends 'public' ? User | null : User
  locale: Locale
  messages: Messages
  params: Record<string, string>
}

type EndpointSpec<Schema extends z.ZodType | undefined, A extends Access, Query extends z.ZodType | undefined> = {
  path: string
  method: Method
  access: A
  /** Parses the JSON body; a failure answers 400 with translated field messages. */
  body?: Schema
  /** Parses the query string the same way (each parameter once, as text). */
  query?: Query
  /** Counts the request against the client IP's limit for this action (429 once exceeded). */
  rateLimit?: RateLimitedAction
  /**
   * What a handler that reads the body itself accepts (a multipart form and its file fields, or a
   * raw body): not parsed here, described for the tests that enumerate and fuzz every endpoint.
   */
  accepts?: { form?: z.ZodType; files?: readonly string[]; raw?: true }
  handler: (args: HandlerArgs<Schema, A, Query>) => Promise<Response>
}

/**
 * The request's JSON body, `{}` when there is none (a bodiless POST, as `fetch` sends one with no
 * `body`, so optional-only schemas accept it); malformed JSON is a 400, never a 500.
 */
export const readJsonBody = async (req: PayloadRequest, messages?: Messages): Promise<unknown> => {
  const text = req.text ? await req.text() : ''
  if (!text.trim()) return {}
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw new AppError('badRequest', messages?.requestJsonInvalid ?? 'Invalid JSON body')
  }
}

/** The request's multipart form; a malformed or truncated one is a 400 (a body over the cap a 413), never a 500. */
export const readFormBody = async (req: PayloadRequest, messages: Messages): Promise<FormData> => {
  try {
    return await req.formData!()
  } catch (error) {
    if (clientFaultOf(error)?.status === 413) throw new AppError('payloadTooLarge', messages.requestTooLarge)
    throw new AppError('badRequest', messages.requestFormInvalid)
  }
}

/** How an endpoint is described to the tests that enumerate and fuzz the API (Payload keeps `custom` as is). */
export type EndpointDescription = Pick<
  EndpointSpec<z.ZodType | undefined, Access, z.ZodType | undefined>,
  'access' | 'body' | 'query' | 'rateLimit' | 'accepts'
>

/**
 * The one way custom endpoints are written: authenticate (cookie or Bearer), parse with zod, call
 * a service, and map every failure — zod → 400 with translated field messages, AppError → its
 * status and message, anything else → 500 with a generic message, logged with context.
 */
export const defineEndpoint = <
  Schema extends z.ZodType | undefined = undefined,
  A extends Access = 'public',
  Query extends z.ZodType | undefined = undefined,
>(
  spec: EndpointSpec<Schema, A, Query>,
): Endpoint => ({
  path: spec.path,
  method: spec.method,
  custom: {
    studify: {
      access: spec.access,
      body: spec.body,
      query: spec.query,
      rateLimit: spec.rateLimit,
      accepts: spec.accepts,
    } satisfies EndpointDescription,
  },
  handler: async (req) => {
    const locale = requestLocale({ locale: req.locale, headers: req.headers, searchParams: req.searchParams })
    const messages = await serverMessages(locale)
    try {
      let user = (req.user as User | null) ?? null
      if (spec.access !== 'public' && !user && hasCredentials(req.headers)) {
        // Payload reads "no user" also when the database could not load one. Once the database
        // answers (else 503), ask again; "sign in" only if that finds nobody and the database
        // still answers, so a session is not refused at the moment the database comes back.
        await assertDatabaseAnswers(req.payload)
        user = ((await req.payload.auth({ headers: req.headers })).user as User | null) ?? null
        if (user) req.user = user as PayloadRequest['user']
        else await assertDatabaseAnswers(req.payload)
      }
      if (spec.access !== 'public' && !user) throw new AppError('unauthorized', messages.signInRequired)
      if (spec.access === 'admin' && user?.role !== 'admin') throw new AppError('forbidden', messages.adminRequired)
      if (spec.access === 'content' && !checkRole(CONTENT_ROLES, user)) {
        throw new AppError('forbidden', messages.adminRequired)
      }
      let body: unknown = undefined
      if (spec.body) {
        body = spec.body.parse(await readJsonBody(req, messages))
      }
      const query = spec.query?.parse(Object.fromEntries(req.searchParams ?? new URLSearchParams()))
      if (spec.rateLimit) {
        await consumeRateLimit({
          payload: req.payload,
          action: spec.rateLimit,
          clientKey: clientKey(req.headers),
          message: messages.tooManyRequests,
        })
      }
      const params = Object.fromEntries(Object.entries(req.routeParams ?? {}).map(([k, v]) => [k, String(v)]))
      return await spec.handler({
        req,
        body: body as never,
        query: query as never,
        user: user as never,
        locale,
        messages,
        params,
      })
    } catch (error) {
      if (error instanceof ZodError) {
        const issues = error.issues.map((issue) => ({
          field: issue.path.join('.') || undefined,
          message: messages[issue.message as ValidationMessageKey] ?? issue.message,
        }))
        return Response.json(
          { message: issues[0]?.message ?? 'Invalid request', field: issues[0]?.field, errors: issues },
          { status: 400 },
        )
      }
      if (isAppError(error)) {
        // Every 503 says when to try again.
        const headers = error.status === 503 ? retryAfterHeaders() : undefined
        return Response.json(
          { message: error.message, field: error.field, ...error.details },
          { status: error.status, headers },
        )
      }
      // Payload's own refusals (a collection hook's 409, a unique field) keep their status and message.
      if (error instanceof APIError && error.status < 500 && error.isPublic) {
        return Response.json({ message: error.message }, { status: error.status })
      }
      const fault = clientFaultOf(error, req)
      if (fault) return Response.json({ message: messages[fault.key] }, { status: fault.status })
      if (isDatabaseUnavailable(error)) {
        req.payload.logger.warn({ msg: `endpoint ${spec.method.toUpperCase()} ${spec.path}: database unavailable` })
        return Response.json({ message: messages.serviceUnavailable }, { status: 503, headers: retryAfterHeaders() })
      }
      if (isStripeUnavailable(error)) {
        req.payload.logger.warn({ msg: `endpoint ${spec.method.toUpperCase()} ${spec.path}: Stripe unavailable` })
        return Response.json(
          { message: messages.paymentsUnavailable },
          { status: 503, headers: { 'retry-after': String(STRIPE_RETRY_AFTER_SECONDS) } },
        )
      }
      req.payload.logger.error({
        err: error,
        msg: `endpoint ${spec.method.toUpperCase()} ${spec.path} failed`,
        url: req.url,
      })
      return Response.json({ message: 'An unexpected error occurred' }, { status: 500 })
    }
  },
})

export const json = (body: unknown, init: ResponseInit = {}) => Response.json(body, init)
