import type { Endpoint, PayloadRequest } from 'payload'
import { ZodError, type z } from 'zod'

import type { RateLimitedAction } from '../config/limits'
import type { Locale } from '../config/locales'
import { serverMessages } from '../i18n/server-messages'
import { requestLocale } from '../i18n/request-locale'
import { AppError, isAppError } from '../lib/errors/app-error'
import { clientKey } from '../lib/http/client-key'
import type { ValidationMessageKey } from '../lib/validation/messages'
import type { User } from '../payload-types'
import { consumeRateLimit } from '../services/security/rate-limit'

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'
type Access = 'public' | 'user' | 'admin'
type Messages = Record<ValidationMessageKey, string>

type HandlerArgs<Schema, A extends Access> = {
  req: PayloadRequest
  body: Schema extends z.ZodType ? z.infer<Schema> : undefined
  user: A extends 'public' ? User | null : User
  locale: Locale
  messages: Messages
  params: Record<string, string>
}

type EndpointSpec<Schema extends z.ZodType | undefined, A extends Access> = {
  path: string
  method: Method
  access: A
  /** Parses the JSON body; a failure answers 400 with translated field messages. */
  body?: Schema
  /** Counts the request against the client IP's limit for this action (429 once exceeded). */
  rateLimit?: RateLimitedAction
  handler: (args: HandlerArgs<Schema, A>) => Promise<Response>
}

/** The request's JSON body (`{}` when there is none); malformed JSON is a 400, never a 500. */
export const readJsonBody = async (req: PayloadRequest): Promise<unknown> => {
  try {
    return req.json ? await req.json() : {}
  } catch {
    throw new AppError('badRequest', 'Invalid JSON body')
  }
}

/**
 * The one way custom endpoints are written: authenticate (cookie or Bearer), parse with zod, call
 * a service, and map every failure — zod → 400 with translated field messages, AppError → its
 * status and message, anything else → 500 with a generic message, logged with context.
 */
export const defineEndpoint = <Schema extends z.ZodType | undefined = undefined, A extends Access = 'public'>(
  spec: EndpointSpec<Schema, A>,
): Endpoint => ({
  path: spec.path,
  method: spec.method,
  handler: async (req) => {
    const locale = requestLocale({ locale: req.locale, headers: req.headers, searchParams: req.searchParams })
    const messages = await serverMessages(locale)
    try {
      const user = (req.user as User | null) ?? null
      if (spec.access !== 'public' && !user) throw new AppError('unauthorized', messages.signInRequired)
      if (spec.access === 'admin' && user?.role !== 'admin') throw new AppError('forbidden', messages.adminRequired)
      let body: unknown = undefined
      if (spec.body) {
        body = spec.body.parse(await readJsonBody(req))
      }
      if (spec.rateLimit) {
        await consumeRateLimit({
          payload: req.payload,
          action: spec.rateLimit,
          clientKey: clientKey(req.headers),
          message: messages.tooManyRequests,
        })
      }
      const params = Object.fromEntries(Object.entries(req.routeParams ?? {}).map(([k, v]) => [k, String(v)]))
      return await spec.handler({ req, body: body as never, user: user as never, locale, messages, params })
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
        return Response.json({ message: error.message, field: error.field, ...error.details }, { status: error.status })
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
