import { type NextRequest, NextResponse } from 'next/server'

import { DEFAULT_LOCALE, isLocale } from '../../config/locales'
import { DRAFT_MODE_COOKIE } from '../../config/preview'
import { isReservedPageSlug } from '../../config/pages'
import {
  type DirectorySection,
  PAGE_ROUTE,
  SLUG_PATTERN,
  SLUG_ROUTES,
  type SlugRequest,
  type SlugSection,
} from '../content-routes'
import { localizedPath } from '../paths'
import { redirectOverHttp } from './redirect-over-http'
import { isPublishedSlug } from './slug-directory'
import { unknownPageRedirect } from './unknown-page'

type DirectoryRequest = { locale: SlugRequest['locale']; section: DirectorySection; slug: string; fallback: string }

/** `/{slug}` or `/{locale}/{slug}` that is not one of the site's own routes: a marketing page's address. */
const parsePage = (segments: string[]): DirectoryRequest | null => {
  const [locale, slug] = segments.length === 1 ? [DEFAULT_LOCALE, segments[0]!] : [segments[0]!, segments[1]!]
  if (segments.length > 2 || !isLocale(locale) || (segments.length === 2 && locale === DEFAULT_LOCALE)) return null
  // Anything else (`/Nope`, `/fr/x_y`) is an unknown page: not a slug, so it goes home below.
  if (isReservedPageSlug(slug)) return null
  return { locale, section: 'page', slug, fallback: PAGE_ROUTE.fallback }
}

const parse = (pathname: string): DirectoryRequest | null => {
  const segments = pathname.split('/').filter(Boolean)
  const page = parsePage(segments)
  if (page) return page
  // `/{section}/{slug}` or `/{locale}/{section}/{slug}`; every other page is not a document's.
  if (segments.length < 2 || segments.length > 3) return null
  const [locale, rest] = segments.length === 3 ? [segments[0], segments.slice(1)] : [DEFAULT_LOCALE, segments]
  const [section, slug] = rest as [string, string]
  // `/xx/blog/a` (no such language) is an unknown path: the catch-all route sends it home.
  if (!isLocale(locale) || (segments.length === 3 && locale === DEFAULT_LOCALE)) return null
  if (!Object.hasOwn(SLUG_ROUTES, section)) return null
  return { locale, section: section as SlugSection, slug, fallback: SLUG_ROUTES[section as SlugSection].fallback }
}

/**
 * Pages that exist only for a CMS document (`/blog/{slug}`, `/help/{slug}`, `/alternative/{slug}`,
 * a marketing page's `/{slug}`, with or without a locale prefix) are checked before Next.js renders
 * them: an unknown slug is a plain redirect (an editor's redirect first, else the section's index)
 * and never renders a page, nor enters the page cache.
 */
export const unknownSlugRedirect = async (request: NextRequest): Promise<Response | null> => {
  // An editor may preview a page that is not published yet: in draft mode the page decides (it
  // checks who is signed in, and sends anyone else on as it would have been sent here).
  if (request.cookies.has(DRAFT_MODE_COOKIE)) return null
  const target = parse(request.nextUrl.pathname)
  if (!target) return null
  const exists = SLUG_PATTERN.test(target.slug) ? await isPublishedSlug(target.section, target.slug) : false
  // When the check itself fails the page decides, as it did before this proxy.
  if (exists !== false) return null
  // A renamed or moved page: the editors' redirect wins over the fallback.
  const origin = process.env.__NEXT_PRIVATE_ORIGIN
  const moved = origin ? await redirectOverHttp(origin, request.nextUrl.pathname) : null
  if (moved) return NextResponse.redirect(new URL(moved.location, request.url), moved.status)
  // Absolute here (the proxy runtime requires it); Next.js sends same-origin locations relative.
  const fallback = localizedPath(target.locale, target.fallback)
  return unknownPageRedirect(new URL(fallback, request.url).href)
}
