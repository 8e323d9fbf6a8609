import type { FakeContext } from './context'
import { invalidRequest, resourceMissing } from './errors'
import type { Params } from './form'
import type { FakeList } from './types'

export type Method = 'GET' | 'POST' | 'DELETE'

export type ApiRequest = {
  method: Method
  path: string
  params: Record<string, string>
  body: Params
  expand: string[]
  auth: 'secret' | 'publishable' | 'none'
  /** The raw query string, for the fake's own pages (API parameters are in `body`). */
  query: URLSearchParams
  requestId: string
  idempotencyKey: string | null
}

export type Handler = (req: ApiRequest, fake: FakeContext) => unknown

/**
 * `secret`: server calls only. `publishable`: Stripe.js may call it from the browser with the
 * publishable key. `public`: the fake's own pages and control routes, which browsers open without a key.
 */
export type Access = 'secret' | 'publishable' | 'public'

export type Route = {
  method: Method
  pattern: string
  regex: RegExp
  handler: Handler
  access: Access
}

export const route = (
  method: Method,
  pattern: string,
  handler: Handler,
  options: { publishable?: boolean; access?: Access } = {},
): Route => {
  const source = pattern.replace(/:(\w+)/g, '(?<$1>[^/]+)')
  const access = options.access ?? (options.publishable ? 'publishable' : 'secret')
  return { method, pattern, regex: new RegExp(`^${source}$`), handler, access }
}

/** A non-JSON answer (HTML page, redirect, script) from one of the fake's own routes. */
export class RawReply {
  constructor(
    readonly status: number,
    readonly body: string,
    readonly headers: Record<string, string> = {},
  ) {}

  static html(body: string): RawReply {
    return new RawReply(200, body, { 'content-type': 'text/html; charset=utf-8' })
  }

  static redirect(location: string, status = 302): RawReply {
    return new RawReply(status, '', { location })
  }
}

export type RouteMatch = { route: Route; params: Record<string, string> }

export const matchRoute = (routes: readonly Route[], method: string, path: string): RouteMatch | null => {
  for (const candidate of routes) {
    if (candidate.method !== method) continue
    const match = candidate.regex.exec(path)
    if (match) {
      const params = Object.fromEntries(
        Object.entries(match.groups ?? {}).map(([key, value]) => [key, decodeURIComponent(value)]),
      )
      return { route: candidate, params }
    }
  }
  return null
}

/**
 * Stripe's cursor pagination over newest-first data: `limit` (1–100, default 10), `starting_after`,
 * `ending_before`, and a truthful `has_more` so the SDK's auto-pagination works.
 */
export const listResponse = <T extends { id: string }>(
  items: readonly T[],
  req: ApiRequest,
  url: string,
): FakeList<T> => {
  const limit = req.body.int('limit') ?? 10
  if (limit < 1 || limit > 100) throw invalidRequest('This value must be between 1 and 100 (inclusive).', 'limit')
  const after = req.body.string('starting_after')
  const before = req.body.string('ending_before')
  let window = [...items]
  if (after) window = window.slice(window.findIndex((item) => item.id === after) + 1)
  if (before) {
    const end = window.findIndex((item) => item.id === before)
    window = window.slice(Math.max(0, end - limit), Math.max(0, end))
    return { object: 'list', data: window, has_more: end - limit > 0, url }
  }
  return { object: 'list', data: window.slice(0, limit), has_more: window.length > limit, url }
}

/** Stored maps keep insertion order; Stripe lists newest first. */
export const newestFirst = <T>(values: Iterable<T>): T[] => [...values].reverse()

/**
 * Browser calls made with the publishable key must prove they hold the intent's client secret;
 * Stripe answers a wrong one as if the intent did not exist.
 */
export const assertClientSecret = (
  req: ApiRequest,
  intent: { id: string; client_secret: string | null },
  resource: string,
): void => {
  if (req.auth !== 'publishable') return
  if (req.body.string('client_secret') !== intent.client_secret) throw resourceMissing(resource, intent.id, 'intent')
}
