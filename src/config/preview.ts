/**
 * Preview (Next.js draft mode) for editors: where it starts and ends, and the screen sizes live
 * preview offers. Draft mode shows drafts only to a signed-in editor or admin (services/content/preview.ts);
 * the routes live outside the language prefixes (i18n/locale-routes.ts leaves `/next/…` alone).
 */
export const PREVIEW_ROUTE = '/next/preview'
export const EXIT_PREVIEW_ROUTE = '/next/exit-preview'

/** The first path segment of both routes (not a site page, never rewritten to a locale). */
export const PREVIEW_PATH_SEGMENT = 'next'

/** Next.js's draft-mode cookie (set by `draftMode().enable()`); its presence alone proves nothing. */
export const DRAFT_MODE_COOKIE = '__prerender_bypass'

/** The longest path a preview may open (a slug is at most a few dozen characters). */
export const MAX_PREVIEW_PATH_LENGTH = 300

/** Live preview's device sizes in the admin: a phone, a tablet and a desktop. */
export const LIVE_PREVIEW_BREAKPOINTS = [
  { name: 'phone', label: 'Phone', width: 390, height: 844 },
  { name: 'tablet', label: 'Tablet', width: 768, height: 1024 },
  { name: 'desktop', label: 'Desktop', width: 1440, height: 900 },
]
