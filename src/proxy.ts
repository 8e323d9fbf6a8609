import { type NextRequest, NextResponse } from 'next/server'

import { DEFAULT_LOCALE, isLocale } from './config/locales'
import { SLUG_PATTERN, SLUG_ROUTES, type SlugRequest, type SlugSection } from './lib/content-routes'
import { redirectOverHttp } from './lib/http/redirect-over-http'
import { isPublishedSlug } from './lib/http/slug-directory'
import { unknownPageRedirect } from './lib/http/unknown-page'
import { localizedPath } from './lib/paths'

/**
 * Pages that exist only for a CMS document (`/blog/{slug}`, `/help/{slug}`, `/alternative/{slug}`,
 * with or without a locale prefix) are checked before Next.js renders them. A page render is
 * cached (ISR), and so would be its redirect for an unknown slug: a year-long cache entry per
 * random slug, and a post published later under a slug asked for before would keep redirecting.
 * Here an unknown slug is an uncached redirect and never reaches the page cache. Only these paths
 * run this proxy; every other page is served straight from the cache.
 */
export const config = {
  matcher: ['/(blog|help|alternative)/:slug', '/:locale/(blog|help|alternative)/:slug'],
}

const parse = (pathname: string): SlugRequest | null => {
  const segments = pathname.split('/').filter(Boolean)
  const [locale, rest] = segments.length === 3 ? [segments[0], segments.slice(1)] : [DEFAULT_LOCALE, segments]
  const [section, slug] = rest as [string, string]
  // `/xx/blog/a` (no such language) is an unknown path: the catch-all route sends it home.
  if (!isLocale(locale) || (segments.length === 3 && locale === DEFAULT_LOCALE)) return null
  if (!(section in SLUG_ROUTES)) return null
  return { locale, section: section as SlugSection, slug }
}

export async function proxy(request: NextRequest) {
  const target = parse(request.nextUrl.pathname)
  if (!target) return NextResponse.next()
  const exists = SLUG_PATTERN.test(target.slug) ? await isPublishedSlug(target.section, target.slug) : false
  // When the check itself fails the page decides, as it did before this proxy.
  if (exists !== false) return NextResponse.next()
  // A renamed or moved page: the editors' redirect wins over the fallback.
  const origin = process.env.__NEXT_PRIVATE_ORIGIN
  const moved = origin ? await redirectOverHttp(origin, request.nextUrl.pathname) : null
  if (moved) return NextResponse.redirect(new URL(moved.location, request.url), moved.status)
  // Absolute here (the proxy runtime requires it); Next.js sends same-origin locations relative.
  const fallback = localizedPath(target.locale, SLUG_ROUTES[target.section].fallback)
  return unknownPageRedirect(new URL(fallback, request.url).href)
}
