import { DEFAULT_LOCALE, LOCALES, type Locale } from '../config/locales'

/** The public URL path of `path` in `locale`: English unprefixed, the others under `/{code}`. */
/** Paths that are not site pages and never carry a language prefix (Payload's admin and API). */
const UNLOCALIZED_PATH = /^\/(admin|api)(\/|\?|#|$)/

export const localizedPath = (locale: Locale, path = '/'): string => {
  const clean = path === '/' ? '' : path.startsWith('/') ? path : `/${path}`
  if (locale === DEFAULT_LOCALE || UNLOCALIZED_PATH.test(clean)) return clean || '/'
  return `/${locale}${clean}`
}

/** Splits a public path into its locale and the path without the prefix. */
export const splitLocale = (pathname: string): { locale: Locale; path: string } => {
  const [, first = '', ...rest] = pathname.split('/')
  const match = LOCALES.find((code) => code !== DEFAULT_LOCALE && code === first)
  if (!match) return { locale: DEFAULT_LOCALE, path: pathname || '/' }
  const path = `/${rest.join('/')}`
  return { locale: match, path: path === '/' ? '/' : path.replace(/\/$/, '') }
}

/** The same page in another language (the switcher's rewrite: add, replace or remove the prefix). */
export const switchLocalePath = (pathname: string, target: Locale): string =>
  localizedPath(target, splitLocale(pathname).path)

export type LocalizableHref = string | { pathname: string; hash?: string; query?: Record<string, string> }

/** A link target in `locale`: the path gets its prefix, the query string and fragment are kept. */
export const localizedHref = (locale: Locale, href: LocalizableHref): string => {
  if (typeof href !== 'string') {
    const query = href.query ? new URLSearchParams(href.query).toString() : ''
    return `${localizedPath(locale, href.pathname)}${query ? `?${query}` : ''}${href.hash ? `#${href.hash}` : ''}`
  }
  if (/^[a-z][a-z\d+.-]*:|^\/\//i.test(href) || href.startsWith('#')) return href
  const cut = href.search(/[?#]/)
  const path = cut === -1 ? href : href.slice(0, cut)
  const rest = cut === -1 ? '' : href.slice(cut)
  return `${localizedPath(locale, path || '/')}${rest}`
}
