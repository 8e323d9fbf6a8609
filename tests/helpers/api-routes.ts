import config from '@payload-config'
import { buildConfig, type CollectionSlug, type Endpoint, type Payload } from 'payload'

import type { EndpointDescription } from '@/endpoints/define-endpoint'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** One route of the /api surface: its method, its path under /api (with `:params`), and how ours describe themselves. */
export type ApiRoute = { method: HttpMethod; path: string; description?: EndpointDescription }

const routeOf = (endpoint: Endpoint, prefix: string): ApiRoute => ({
  method: endpoint.method.toUpperCase() as HttpMethod,
  path: `${prefix}${endpoint.path === '/' ? '' : endpoint.path}` || '/',
  description: (endpoint.custom as { studify?: EndpointDescription } | undefined)?.studify,
})

const signature = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`
const isOurs = (endpoint: Endpoint) => Boolean((endpoint.custom as { studify?: unknown } | undefined)?.studify)

/** The first route of each method and path: the one Payload serves (a later one is never reached). */
const served = (routes: ApiRoute[]) => {
  const seen = new Set<string>()
  return routes.filter((route) => {
    const key = `${route.method} ${route.path}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}
const endpointsOf = (holder: { endpoints?: Endpoint[] | false }) => (holder.endpoints || []) as Endpoint[]

/**
 * Payload's own endpoints, read from a minimal config Payload sanitizes the same way as ours: a
 * plain, an auth and an upload collection, a global, and Payload's internal collections.
 */
const payloadOwnEndpoints = async () => {
  const minimal = await buildConfig({
    secret: 'x'.repeat(32),
    db: {} as never,
    collections: [
      { slug: 'plain', fields: [] },
      { slug: 'accounts', auth: true, fields: [] },
      { slug: 'files', upload: true, fields: [] },
    ],
    globals: [{ slug: 'global', fields: [] }],
  })
  const setOf = (slug: string) =>
    new Set(endpointsOf(minimal.collections.find((collection) => collection.slug === (slug as never))!).map(signature))
  const internal = new Map<string, Set<string>>(
    minimal.collections.map((collection) => [collection.slug, new Set(endpointsOf(collection).map(signature))]),
  )
  return {
    collection: (slug: string, { auth, upload }: { auth: boolean; upload: boolean }) =>
      internal.get(slug) ??
      new Set([...setOf('plain'), ...(auth ? setOf('accounts') : []), ...(upload ? setOf('files') : [])]),
    global: new Set(endpointsOf(minimal.globals[0]!).map(signature)),
    // `/og` is added by @payloadcms/next's REST handler on its first request.
    root: new Set([...minimal.endpoints.map(signature), 'get /og']),
  }
}

/** Every endpoint we added to the API, Payload's own left out: each one needs its row in the access matrix. */
export const customRoutes = async (): Promise<ApiRoute[]> => {
  const sanitized = await config
  const own = await payloadOwnEndpoints()
  return [
    ...sanitized.endpoints.filter((endpoint) => !own.root.has(signature(endpoint))).map((e) => routeOf(e, '')),
    ...sanitized.collections.flatMap((collection) => {
      const kind = { auth: Boolean(collection.auth), upload: Boolean(collection.upload) }
      const payloads = own.collection(collection.slug, kind)
      // One of ours may take the place of one of Payload's (the flashcards' list, create, delete).
      return endpointsOf(collection)
        .filter((endpoint) => isOurs(endpoint) || !payloads.has(signature(endpoint)))
        .map((endpoint) => routeOf(endpoint, `/${collection.slug}`))
    }),
    ...sanitized.globals.flatMap((global) =>
      endpointsOf(global)
        .filter((endpoint) => !own.global.has(signature(endpoint)))
        .map((endpoint) => routeOf(endpoint, `/globals/${global.slug}`)),
    ),
  ]
}

/** Every route of the /api surface, Payload's and ours, as the sanitized config mounts them. */
export const allRoutes = async (): Promise<ApiRoute[]> => {
  const sanitized = await config
  return served([
    ...sanitized.endpoints.map((endpoint) => routeOf(endpoint, '')),
    ...sanitized.collections.flatMap((collection) =>
      endpointsOf(collection).map((endpoint) => routeOf(endpoint, `/${collection.slug}`)),
    ),
    ...sanitized.globals.flatMap((global) =>
      endpointsOf(global).map((endpoint) => routeOf(endpoint, `/globals/${global.slug}`)),
    ),
  ])
}

export const collectionSlugs = async () => (await config).collections.map(({ slug }) => slug)
export const globalSlugs = async () => (await config).globals.map(({ slug }) => slug)

/**
 * Rows in every collection but the security bookkeeping (rate-limit and sign-in attempt counters,
 * which count refused requests by design): what a refused request must leave unchanged.
 */
export const rowCounts = async (payload: Payload): Promise<Record<string, number>> => {
  const slugs = (await collectionSlugs()).filter((slug) => slug !== 'auth-attempts' && slug !== 'payload-migrations')
  const counts = await Promise.all(
    slugs.map(async (slug) => [
      slug,
      (await payload.count({ collection: slug as CollectionSlug, overrideAccess: true })).totalDocs,
    ]),
  )
  return Object.fromEntries(counts)
}

/** A route's path with each `:param` (optional `:param?` too) filled in. */
export const fillPath = (path: string, value: (name: string) => string) =>
  path.replace(/:(\w+)\??/g, (_match, name: string) => encodeURIComponent(value(name)))
