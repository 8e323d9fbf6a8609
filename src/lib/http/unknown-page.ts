/**
 * Where an unknown page sends a visitor: a temporary redirect (the path may exist tomorrow: a post
 * published later), never stored by a cache (a random path must not fill one, and a new page must
 * show at once), and never indexed as the page it lands on.
 */
export const unknownPageRedirect = (location: string): Response =>
  new Response(null, {
    status: 307,
    headers: { Location: location, 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' },
  })
