import type { ApiObject } from './types'

type Lookup = (id: string) => ApiObject | undefined
type Path = string[]

/**
 * Fields Stripe only returns when asked for with `expand[]` ("includable" fields). The fake stores them
 * so the app can still reach them, exactly like the real API.
 */
const INCLUDABLE: Record<string, readonly string[]> = {
  invoice: ['confirmation_secret', 'payments'],
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Deep-copies a stored object into its wire shape: drops includable fields nobody asked for and
 * replaces id strings by the objects they name wherever an `expand[]` path points. Lists pass paths
 * through their arrays, so `data.customer` works on list responses like Stripe's.
 */
export const render = (value: unknown, expand: readonly string[], lookup: Lookup): unknown =>
  renderValue(
    value,
    expand.map((path) => path.split('.')),
    lookup,
  )

const renderValue = (value: unknown, paths: Path[], lookup: Lookup): unknown => {
  if (Array.isArray(value)) return value.map((item) => renderValue(item, paths, lookup))
  if (!isRecord(value)) return value
  const includable = typeof value.object === 'string' ? (INCLUDABLE[value.object] ?? []) : []
  const out: Record<string, unknown> = {}
  for (const [key, field] of Object.entries(value)) {
    const rest = paths.filter((path) => path[0] === key).map((path) => path.slice(1))
    const wanted = rest.length > 0
    if (!wanted && includable.includes(key)) continue
    const target = wanted && typeof field === 'string' ? lookup(field) : undefined
    out[key] = renderValue(target ?? field, rest, lookup)
  }
  return out
}

/** Checks every `expand[]` path names a field that exists, the way Stripe rejects typos. */
export const unknownExpansion = (value: unknown, expand: readonly string[], lookup: Lookup): string | null => {
  for (const path of expand) {
    let nodes: unknown[] = [value]
    for (const segment of path.split('.')) {
      nodes = nodes.flatMap((node) => (Array.isArray(node) ? node : [node]))
      const next: unknown[] = []
      for (const node of nodes) {
        if (!isRecord(node)) continue
        if (!(segment in node)) return path
        const field = node[segment]
        next.push(typeof field === 'string' ? (lookup(field) ?? field) : field)
      }
      nodes = next
    }
  }
  return null
}
