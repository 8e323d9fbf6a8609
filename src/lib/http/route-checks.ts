import type { Endpoint } from 'payload'

import { isWellFormedId } from '../document-id'

type CollectionRoutes = {
  slug: string
  customIDType?: string
  endpoints?: Endpoint[] | false
  versions?: unknown
  auth?: { verify?: unknown } | false
}
type GlobalRoutes = { slug: string; versions?: unknown }

/** The `:params` of an endpoint path (`/:id/duplicate`, `/access/:id?`) matched against path segments. */
const matchParams = (pattern: string, segments: string[]): Record<string, string> | null => {
  const parts = pattern.split('/').filter(Boolean)
  const params: Record<string, string> = {}
  if (segments.length > parts.length) return null
  for (const [index, part] of parts.entries()) {
    const segment = segments[index]
    if (part.startsWith(':')) {
      if (segment === undefined) return part.endsWith('?') ? params : null
      params[part.replace(/^:|\?$/g, '')] = segment
    } else if (part !== segment) return null
  }
  return params
}

/**
 * Whether a collection route names a document by an id that cannot be one. Payload reads the id
 * with parseFloat, so `/users/1abc` would be user 1 and `/posts/abc` a NaN query: both name
 * nothing. Checked against the endpoint Payload would pick (the first that matches, as it does).
 */
const hasMalformedId = (collection: CollectionRoutes, idType: 'number' | 'text', method: string, rest: string[]) => {
  if (collection.customIDType === 'text') return false
  for (const endpoint of collection.endpoints || []) {
    if (endpoint.method !== method.toLowerCase()) continue
    const params = matchParams(endpoint.path, rest)
    if (params) return params.id !== undefined && !isWellFormedId(idType, params.id)
  }
  return false
}

/**
 * Whether an /api path names nothing, though Payload mounts a route for it: a malformed document
 * id, the versions of a collection or global that keeps none, the e-mail verification of accounts
 * that are not verified by e-mail. Payload answers those with a 500 (it queries tables and fields
 * that do not exist); they are a 404.
 */
export const namesNothing = ({
  collections,
  globals,
  idType,
  method,
  segments,
}: {
  collections: CollectionRoutes[]
  globals: GlobalRoutes[]
  idType: 'number' | 'text'
  method: string
  segments: string[]
}): boolean => {
  if (segments[0] === 'globals') {
    const global = globals.find((each) => each.slug === segments[1])
    return Boolean(global && segments[2] === 'versions' && !global.versions)
  }
  const [slug, ...rest] = segments
  const collection = collections.find((each) => each.slug === slug)
  if (!collection) return false
  if (rest[0] === 'versions' && !collection.versions) return true
  if (rest[0] === 'verify' && collection.auth && !collection.auth.verify) return true
  return hasMalformedId(collection, idType, method, rest)
}
