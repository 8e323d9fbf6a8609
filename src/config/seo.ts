/** Stored limits of SEO fields (the plugin's indicators show the recommended 50–60 / 100–150 characters). */
export const SEO_LIMITS = { titleMax: 120, descriptionMax: 320 } as const

/** Routes whose title, description and keywords editors set here (spec §3 per-route SEO entry). */
export const SEO_ROUTE_KEYS = [
  'pricing',
  'blog',
  'help',
  'terms',
  'privacy',
  'cookies',
  'login',
  'signup',
  'download',
  'checkout',
] as const
export type SeoRouteKey = (typeof SEO_ROUTE_KEYS)[number]
