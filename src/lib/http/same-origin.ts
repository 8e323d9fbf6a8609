import { serverUrl } from '../../config/server'

/**
 * True when the browser says the request comes from another site: an `Origin` that is not ours
 * (or the opaque `null` of a sandboxed page or a redirect), or `Sec-Fetch-Site` other than
 * same-origin/none. A request without either header (a script, a test, an old browser's plain
 * navigation) is not a browser's cross-site request.
 */
export const isCrossSiteRequest = (headers: Headers): boolean => {
  const origin = headers.get('origin')
  if (origin !== null && origin !== new URL(serverUrl()).origin) return true
  const site = headers.get('sec-fetch-site')
  return site !== null && site !== 'same-origin' && site !== 'none'
}

/** A request carrying its own token (the extension's Bearer): another site cannot make a browser send one. */
export const hasBearerToken = (headers: Headers): boolean =>
  /^(Bearer|JWT) \S+/.test(headers.get('authorization') ?? '')
