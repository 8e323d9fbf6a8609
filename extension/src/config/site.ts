declare const __STUDIFY_SITE_ORIGIN__: string | undefined

/**
 * The website the extension talks to: its only host permission, the only origin allowed to hand over
 * a sign-in token, and the base of every API call. Fixed at build time (`STUDIFY_SITE_URL`, see
 * scripts/build-extension.mjs); unit tests, which run unbundled, get the development default.
 */
export const SITE_ORIGIN: string =
  typeof __STUDIFY_SITE_ORIGIN__ === 'string' ? __STUDIFY_SITE_ORIGIN__ : 'http://localhost:3000'

/** `/api/…` on the site. */
export const apiUrl = (path: string): string => `${SITE_ORIGIN}/api${path}`

/** A page of the site, optionally under a language prefix (`/fr/…`); English has none. */
export const siteUrl = (path: string): string => `${SITE_ORIGIN}${path}`
