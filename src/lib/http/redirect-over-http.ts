import { redirectLookup, redirectQuery, redirectTarget, type RedirectDoc } from '../redirects'

/**
 * The proxy runs apart from the app's Payload instance: it asks this server's REST API, as an
 * anonymous visitor, for the redirect from `pathname`. Null when there is none or the API cannot
 * answer (the unknown-path fallback then applies, as before redirects existed).
 */
export const redirectOverHttp = async (
  origin: string,
  pathname: string,
): Promise<{ location: string; status: 301 | 302 } | null> => {
  const { locale, from } = redirectLookup(pathname)
  try {
    const response = await fetch(`${origin}/api/redirects?${redirectQuery(from)}`, { cache: 'no-store' })
    if (!response.ok) return null
    const { docs } = (await response.json()) as { docs: RedirectDoc[] }
    return docs[0] ? redirectTarget(docs[0], locale) : null
  } catch {
    return null
  }
}
