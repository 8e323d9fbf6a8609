import type { FilterOptions, Where } from 'payload'

/**
 * The documents an internal link may point to (issue 34 item 13): published ones, never the
 * document being edited. `own` is the collection the link is written in (filterOptions is told the
 * document's id, not its collection), so a post never lists itself, and a page with the same id in
 * another collection is still offered.
 */
export const linkTargets =
  (own?: string): FilterOptions =>
  ({ id, relationTo }) => {
    const published: Where = { _status: { equals: 'published' } }
    if (!own || relationTo !== own || id === undefined || id === null || id === '') return published
    return { and: [published, { id: { not_equals: id } }] }
  }
