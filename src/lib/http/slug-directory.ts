import { HOME_PAGE_SLUG } from '../../config/pages'
import { type DirectorySection, PAGE_ROUTE, SLUG_ROUTES, type SlugSection } from '../content-routes'

/**
 * The slugs visitors may open, per section, as this server's own REST API lists them to an
 * anonymous visitor (the proxy runs apart from the app's Payload instance, so it asks over HTTP).
 * Known slugs are answered from memory; an unknown one triggers a fresh listing that started after
 * the request arrived, so a page published a moment ago is found at once. Listings are shared:
 * however many visitors ask for unknown slugs, at most one runs and one waits.
 */
type Directory = { slugs: Set<string>; loadedAt: number }

/** A known slug is trusted this long; after that the next visit lists again (a deleted page). */
const MAX_AGE_MS = 60_000

let directory: Directory | null = null
let pending: { startedAt: number; promise: Promise<Directory | null> } | null = null

const keyOf = (section: DirectorySection, slug: string) => `${section}/${slug}`

const COLLECTIONS: Record<DirectorySection, string> = {
  ...(Object.fromEntries(
    (Object.keys(SLUG_ROUTES) as SlugSection[]).map((section) => [section, SLUG_ROUTES[section].collection]),
  ) as Record<SlugSection, string>),
  page: PAGE_ROUTE.collection,
}

const listSlugs = async (origin: string): Promise<Directory | null> => {
  // Published in any language (`locale=all`): a post published in German only is a page at
  // /de/blog/…, and its other languages redirect to the nearest published one (the page decides).
  const query = 'depth=0&limit=0&pagination=false&locale=all&select%5Bslug%5D=true'
  try {
    const lists = await Promise.all(
      (Object.keys(COLLECTIONS) as DirectorySection[]).map(async (section) => {
        const response = await fetch(`${origin}/api/${COLLECTIONS[section]}?${query}`, { cache: 'no-store' })
        if (!response.ok) throw new Error(`${section}: ${response.status}`)
        const { docs } = (await response.json()) as { docs: Array<{ slug: string }> }
        // The home page is served at `/`, not at /home.
        const slugs = docs.map((doc) => doc.slug).filter((slug) => section !== 'page' || slug !== HOME_PAGE_SLUG)
        return slugs.map((slug) => keyOf(section, slug))
      }),
    )
    return { slugs: new Set(lists.flat()), loadedAt: performance.now() }
  } catch {
    return null
  }
}

/** A listing that starts no earlier than `since`: the one under way if it qualifies, else the next. */
const listingSince = (origin: string, since: number): Promise<Directory | null> => {
  if (pending && pending.startedAt >= since) return pending.promise
  const previous = pending?.promise ?? Promise.resolve(null)
  // Queued behind a listing under way, it starts later than anyone waiting now: it qualifies for them.
  const next = {
    startedAt: pending ? Number.POSITIVE_INFINITY : performance.now(),
    promise: previous.then(() => {
      next.startedAt = performance.now()
      return listSlugs(origin)
    }),
  }
  pending = next
  next.promise.then((loaded) => {
    if (loaded) directory = loaded
    if (pending === next) pending = null
  })
  return next.promise
}

/** Whether `/{section}/{slug}` (`/{slug}` for a marketing page) is a page a visitor may see; `null` when this server cannot tell. */
export const isPublishedSlug = async (section: DirectorySection, slug: string): Promise<boolean | null> => {
  const origin = process.env.__NEXT_PRIVATE_ORIGIN
  if (!origin) return null
  const key = keyOf(section, slug)
  const arrivedAt = performance.now()
  if (directory && arrivedAt - directory.loadedAt < MAX_AGE_MS && directory.slugs.has(key)) return true
  const fresh = await listingSince(origin, arrivedAt)
  return fresh ? fresh.slugs.has(key) : null
}
