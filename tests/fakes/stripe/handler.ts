import type { IncomingMessage, ServerResponse } from 'node:http'

import type { FakeContext } from './context'
import { authenticationError, invalidRequest, StripeApiError } from './errors'
import { API_VERSION } from './events'
import { Params, parseForm } from './form'
import { IdempotencyCache, type StoredResponse } from './idempotency'
import { render, unknownExpansion } from './render'
import { matchRoute, RawReply, type ApiRequest, type Method, type Route } from './router'
import { randomToken } from './store'
import { fakeStripeJsSource } from './stripe-js'

export type Keys = { secretKey: string; publishableKey: string }

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
  'access-control-allow-headers': 'authorization, content-type, idempotency-key, stripe-version, stripe-account',
  'access-control-expose-headers': 'request-id, idempotent-replayed, original-request',
  'access-control-max-age': '600',
}

const readBody = async (req: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

const bearerKey = (header: string | undefined): string | null => {
  if (!header) return null
  const [scheme, value = ''] = header.split(' ')
  if (scheme?.toLowerCase() === 'bearer') return value
  if (scheme?.toLowerCase() === 'basic') return Buffer.from(value, 'base64').toString('utf8').split(':')[0] ?? ''
  return null
}

const redact = (key: string): string => (key.length > 12 ? `${key.slice(0, 8)}${'*'.repeat(4)}${key.slice(-4)}` : key)

/** Which key the caller used, checked against what the route allows; throws Stripe's 401s. */
const authenticate = (header: string | undefined, route: Route, keys: Keys): ApiRequest['auth'] => {
  const key = bearerKey(header)
  if (key === null || key === '') {
    if (route.access === 'public') return 'none'
    throw authenticationError(
      "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
    )
  }
  if (key === keys.secretKey) return 'secret'
  if (key === keys.publishableKey) {
    if (route.access !== 'secret') return 'publishable'
    throw authenticationError('This API call cannot be made with a publishable API key. Please use a secret API key.')
  }
  throw authenticationError(`Invalid API Key provided: ${redact(key)}`)
}

const json = (status: number, body: unknown, requestId: string): StoredResponse => ({
  status,
  body: JSON.stringify(body, null, 2),
  headers: { 'content-type': 'application/json' },
  requestId,
})

const errorResponse = (fake: FakeContext, error: unknown, requestId: string): StoredResponse => {
  if (error instanceof StripeApiError) {
    return json(error.status, { error: render(error.body, [], (id) => fake.store.find(id)) }, requestId)
  }
  console.error('[fake-stripe] handler crashed:', error)
  const message = error instanceof Error ? error.message : String(error)
  return json(500, { error: { type: 'api_error', message: `Fake Stripe crashed: ${message}` } }, requestId)
}

/** The node:http handler: CORS, auth, form parsing, idempotency, routing, expansion, Stripe errors. */
export const createRequestHandler = (fake: FakeContext, routes: readonly Route[], keys: Keys) => {
  const idempotency = new IdempotencyCache()

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const requestId = `req_${randomToken(14)}`
    const method = (req.method ?? 'GET').toUpperCase()
    const url = new URL(req.url ?? '/', fake.baseUrl())
    const reply = (response: StoredResponse, extra: Record<string, string> = {}) => {
      const headers = {
        ...CORS_HEADERS,
        'request-id': requestId,
        'stripe-version': String(req.headers['stripe-version'] ?? API_VERSION),
        ...response.headers,
        ...extra,
      }
      res.writeHead(response.status, headers).end(response.body)
    }
    if (method === 'OPTIONS') return void res.writeHead(204, CORS_HEADERS).end()
    if (method === 'GET' && url.pathname === '/__fake/stripe.js') {
      const script = fakeStripeJsSource(fake.baseUrl())
      return reply({ status: 200, body: script, headers: { 'content-type': 'application/javascript' }, requestId })
    }
    const rawBody = await readBody(req)
    const idempotencyKey = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : null
    const record = (status: number, replayed: boolean) => {
      fake.store.stats.requests += 1
      fake.store.requests.push({ method, path: url.pathname, status, idempotencyKey, replayed })
    }

    const match = matchRoute(routes, method, url.pathname)
    let auth: ApiRequest['auth']
    try {
      if (!match) {
        throw invalidRequest(
          `Unrecognized request URL (${method}: ${url.pathname}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
          undefined,
          undefined,
          404,
        )
      }
      // Before idempotency, like Stripe: a replay must not leak a stored answer to a wrong key.
      auth = authenticate(req.headers.authorization, match.route, keys)
    } catch (error) {
      const response = errorResponse(fake, error, requestId)
      record(response.status, false)
      return reply(response)
    }

    const execute = async (): Promise<StoredResponse> => {
      try {
        const params = new Params({ ...parseForm(url.search.slice(1)), ...parseForm(method === 'POST' ? rawBody : '') })
        const apiRequest: ApiRequest = {
          method: method as Method,
          path: url.pathname,
          params: match.params,
          body: params,
          expand: params.strings('expand'),
          auth,
          query: url.searchParams,
          requestId,
          idempotencyKey,
        }
        if (method !== 'GET') fake.store.stats.applied += 1
        fake.events.currentRequest = { id: requestId, idempotency_key: idempotencyKey }
        const result = match.route.handler(apiRequest, fake)
        if (result instanceof RawReply) return { ...result, requestId }
        const lookup = (id: string) => fake.store.find(id)
        const bad = unknownExpansion(result, apiRequest.expand, lookup)
        if (bad) throw invalidRequest(`This property cannot be expanded (${bad}).`, 'expand')
        return json(200, render(result, apiRequest.expand, lookup), requestId)
      } catch (error) {
        return errorResponse(fake, error, requestId)
      } finally {
        fake.events.currentRequest = null
      }
    }

    try {
      if (method === 'POST' && idempotencyKey) {
        const endpoint = `${method} ${url.pathname}`
        const { response, replayed } = await idempotency.run(idempotencyKey, endpoint, rawBody, execute)
        if (replayed) fake.store.stats.idempotentReplays += 1
        record(response.status, replayed)
        const replayHeaders = { 'idempotent-replayed': 'true', 'original-request': response.requestId }
        return reply(response, replayed ? replayHeaders : {})
      }
      const response = await execute()
      record(response.status, false)
      reply(response)
    } catch (error) {
      // Only idempotency conflicts get here; handler errors became responses inside execute().
      const response = errorResponse(fake, error, requestId)
      record(response.status, false)
      reply(response)
    }
  }

  return { handle, idempotency }
}
