import { type NextRequest, NextResponse } from 'next/server'

import { DEFAULT_LOCALE, isLocale } from './config/locales'
import { DRAFT_MODE_COOKIE } from './config/preview'
import { contentSecurityPolicy, createNonce, NONCE_HEADER } from './config/security-headers'
import { isReservedPageSlug } from './config/pages'
import {
  type DirectorySection,
  PAGE_ROUTE,
  SLUG_PATTERN,
  SLUG_ROUTES,
  type SlugRequest,
  type SlugSection,
} from './lib/content-routes'
import { redirectOverHttp } from './lib/http/redirect-over-http'
import { isPublishedSlug } from './lib/http/slug-directory'
import { unknownPageRedirect } from './lib/http/unknown-page'
import { localizedPath } from './lib/paths'

/**
 * Every site page (the `(frontend)` routes) passes here to get its script nonce: a fresh one per
 * request, in the Content-Security-Policy of both the request (Next.js stamps its own scripts from
 * it, and our inline ones read it through `headers()`, lib/http/script-nonce.ts) and the response.
 * The API, Payload's admin, Next's static files and public files (a dot in the last segment) are
 * left out: they keep next.config.ts's policies (no inline script at all; the admin's in
 * config/security-headers.ts), as does the benchmarks' bare baseline page, so it stays the static
 * page it is measured as.
 */
export const config = {
  matcher: ['/((?!api(?:/|$)|admin(?:/|$)|_next/|bench-baseline(?:/|$)|.*\\.[^/]*$).*)'],
}

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
  // `/{section}/{slug}` or `/{locale}/{section}/{slug}`; every other page passes for its nonce only.
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
 * a marketing page's `/{slug}`, with or without a locale prefix) are checked before Next.js renders them: an unknown slug is a
 * plain redirect (an editor's redirect first, else the section's index) and never renders a page.
 */
const unknownSlugRedirect = async (request: NextRequest) => {
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

/** Renders the page with a nonce of its own (Next.js's documented nonce set-up). */
const withScriptNonce = (request: NextRequest) => {
  const nonce = createNonce()
  const policy = contentSecurityPolicy({
    inlineScripts: { nonce },
    isDevelopment: process.env.NODE_ENV === 'development',
  })
  const requestHeaders = new Headers(request.headers)
  requestHeaders.set(NONCE_HEADER, nonce)
  requestHeaders.set('Content-Security-Policy', policy)
  const response = NextResponse.next({ request: { headers: requestHeaders } })
  // Replaces next.config.ts's policy for this response (a proxy's headers are applied after it).
  response.headers.set('Content-Security-Policy', policy)
  return response
}

export async function proxy(request: NextRequest) {
  return (await unknownSlugRedirect(request)) ?? withScriptNonce(request)
}
