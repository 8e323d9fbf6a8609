import type { AfterErrorHook } from 'payload'

import { MAX_JSON_BODY_BYTES, MAX_MULTIPART_BODY_BYTES } from '../config/limits'
import { requestLocale } from '../i18n/request-locale'
import { serverMessages } from '../i18n/server-messages'
import { type ClientFault, clientFaultOf } from '../lib/http/client-faults'
import { cappedStream, checkedForm, jsonBodyFault, readHead } from '../lib/http/request-body'

type Context = { params: Promise<{ slug: string[] }> }
type RouteHandler = (request: Request, context: Context) => Promise<Response>

/** Forms up to this size are parsed here first, whole: a malformed one never reaches Payload. */
const FORM_CHECK_BYTES = 64 * 1024
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH'])
/** Query parameters Payload reads as numbers: anything but a plain count is refused. */
const COUNT_PARAMS = new Set(['limit', 'page', 'depth'])
/**
 * The filters Payload's SQL adapters implement (`near`, `within`, `intersects` need point fields;
 * none exist). `all` is in Payload's list but not in the adapters' (drizzle's operator map leaves
 * it out): it failed as a 500 on every field (issue 32 finding 6).
 */
const WHERE_OPERATORS = new Set([
  ...['equals', 'not_equals', 'in', 'not_in', 'exists', 'like', 'not_like', 'contains'],
  ...['greater_than', 'greater_than_equal', 'less_than', 'less_than_equal'],
])

/** The translated 4xx for a fault, in the request's language. */
export const faultResponse = async (fault: ClientFault, request: Request) => {
  const url = new URL(request.url)
  const messages = await serverMessages(requestLocale({ headers: request.headers, searchParams: url.searchParams }))
  const message = messages[fault.key]
  // `message` for our clients, `errors` for Payload's admin: both read the same text.
  return Response.json({ message, errors: [{ message }] }, { status: fault.status })
}

/** `where[a][or][0][b][like]` → the operator `like`; a `where` that is not an object has none. */
const whereOperator = (key: string) =>
  [...key.matchAll(/\[([^\]]*)\]/g)]
    .map(([, segment]) => segment!)
    .filter((segment) => !/^\d+$/.test(segment))
    .at(-1)

const queryFault = (url: URL): ClientFault | null => {
  for (const [key, value] of url.searchParams) {
    if (COUNT_PARAMS.has(key) && !/^\d{1,7}$/.test(value)) return { status: 400, key: 'requestQueryInvalid' }
    if (key === 'where' || (key.startsWith('where[') && !WHERE_OPERATORS.has(whereOperator(key) ?? ''))) {
      return { status: 400, key: 'requestQueryInvalid' }
    }
  }
  return null
}

/** The same request with the body it was read into (the original's stream is used up). */
const withBody = (request: Request, body: BodyInit | null, headers: Headers = request.headers) =>
  new Request(request.url, {
    method: request.method,
    headers,
    body,
    signal: request.signal,
    duplex: 'half',
  } as RequestInit)

/**
 * A write without a body writes nothing: `{}`. Payload's create and update operations otherwise
 * run their field hooks on no data at all, and fail with a 500.
 */
const withEmptyObject = (request: Request) => withBody(request, '{}', typed(request, 'application/json', 2))

/** The request's headers for a body of another type and length (the upload guard reads the length). */
const typed = (request: Request, contentType: string, length: number) => {
  const headers = new Headers(request.headers)
  headers.set('content-type', contentType)
  headers.set('content-length', String(length))
  return headers
}

/**
 * Reads what must be checked before Payload or an endpoint parses the body: a JSON body whole (it
 * is small), a multipart form whole when it is small, otherwise only as it streams, capped. Answers
 * the checked request, or the fault that refuses it.
 */
const checkBody = async (request: Request): Promise<Request | ClientFault> => {
  if (!BODY_METHODS.has(request.method)) return request
  if (!request.body) return withEmptyObject(request)
  const contentType = request.headers.get('content-type') ?? ''
  const type = contentType.split(';', 1)[0]!.trim().toLowerCase()
  const isForm = type === 'multipart/form-data'
  const cap = isForm ? MAX_MULTIPART_BODY_BYTES : MAX_JSON_BODY_BYTES
  if (Number(request.headers.get('content-length')) > cap) return { status: 413, key: 'requestTooLarge' }

  const { head, reader } = await readHead(request.body, isForm ? FORM_CHECK_BYTES : cap)
  if (!isForm) {
    if (reader) {
      await reader.cancel()
      return { status: 413, key: 'requestTooLarge' }
    }
    if (!head.byteLength) return withEmptyObject(request)
    const isJson = type === 'application/json' || type.endsWith('+json')
    // Payload's admin posts its relationship searches as a form with this header.
    const isOverride =
      type === 'application/x-www-form-urlencoded' &&
      (request.headers.has('x-payload-http-method-override') || request.headers.has('x-http-method-override'))
    if (!isJson && !isOverride) return { status: 415, key: 'requestContentTypeUnsupported' }
    return (isJson && jsonBodyFault(head)) || withBody(request, head as Uint8Array<ArrayBuffer>)
  }
  if (!/;\s*boundary=/i.test(contentType)) return { status: 400, key: 'requestFormInvalid' }
  if (reader) return withBody(request, cappedStream(head, reader, cap))
  const form = await checkedForm(head, contentType)
  if ('key' in form) return form
  const bytes = form.bytes as Uint8Array<ArrayBuffer>
  return withBody(request, bytes, typed(request, form.contentType, bytes.byteLength))
}

/** Payload's own answer for a path no endpoint matches (in English, by its route pattern). */
const isRouteNotFound = async (response: Response) => {
  if (!response.headers.get('content-type')?.includes('application/json')) return false
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { message?: unknown } | null
  return typeof body?.message === 'string' && body.message.startsWith('Route not found')
}

/**
 * The one guard in front of the whole `/api` surface (Payload's REST routes and our endpoints):
 * malformed query strings and bodies are refused with a translated 4xx before anything parses
 * them, and so is a path that names nothing (src/lib/http/route-checks.ts); a client fault
 * thrown below (see `payloadClientFaults`) keeps its 4xx; Payload's "route not found" (and its
 * 501 for a collection without REST routes) is our translated 404. Anything else that escapes
 * is a logged 500.
 */
export const guardApi =
  (
    handle: RouteHandler,
    {
      onError,
      namesNothing,
    }: { onError: (error: unknown) => void; namesNothing: (request: Request, segments: string[]) => Promise<boolean> },
  ): RouteHandler =>
  async (request, context) => {
    try {
      const fault = queryFault(new URL(request.url))
      if (fault) return await faultResponse(fault, request)
      if (await namesNothing(request, (await context.params).slug)) {
        return await faultResponse({ status: 404, key: 'routeNotFound' }, request)
      }
      const checked = await checkBody(request)
      if (!(checked instanceof Request)) return await faultResponse(checked, request)
      const response = await handle(checked, context)
      const namesNoRoute = response.status === 501 || (response.status === 404 && (await isRouteNotFound(response)))
      return namesNoRoute ? await faultResponse({ status: 404, key: 'routeNotFound' }, request) : response
    } catch (error) {
      const fault = clientFaultOf(error, request)
      if (fault) return faultResponse(fault, request)
      onError(error)
      return Response.json({ message: 'An unexpected error occurred' }, { status: 500 })
    }
  }

/**
 * Payload's own throws on client input (a truncated large upload, a value a column cannot hold)
 * arrive here as errors it would answer with 500: they are the client's, answered with their 4xx.
 */
export const payloadClientFaults: AfterErrorHook = async ({ error, req }) => {
  const fault = clientFaultOf(error, req)
  if (!fault) return
  const locale = requestLocale({ locale: req.locale, headers: req.headers, searchParams: req.searchParams })
  const message = (await serverMessages(locale))[fault.key]
  return { status: fault.status, response: { message, errors: [{ message }] } }
}
