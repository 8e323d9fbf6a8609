import { type NextRequest, NextResponse } from 'next/server'

import { contentSecurityPolicy } from '../../config/security-headers'
import { noncePlaceholder, randomNonce } from './nonce-placeholder'

/**
 * The script CSP of a site page (Next.js's documented nonce set-up): the nonce goes into the
 * request's Content-Security-Policy, from which Next.js stamps every script it writes, and into the
 * response's. In production it is this process's placeholder (lib/http/nonce-placeholder.ts): the
 * page may be rendered once and served from the page cache many times, and the production server
 * gives every response its own nonce. Without that server (`next dev`) a fresh nonce per request.
 */
export const withScriptNonce = (request: NextRequest): NextResponse => {
  const nonce = noncePlaceholder() ?? randomNonce()
  const policy = contentSecurityPolicy({
    inlineScripts: { nonce },
    isDevelopment: process.env.NODE_ENV === 'development',
  })
  const requestHeaders = new Headers(request.headers)
  requestHeaders.set('Content-Security-Policy', policy)
  const response = NextResponse.next({ request: { headers: requestHeaders } })
  // Replaces next.config.ts's policy for this response (a proxy's headers are applied after it).
  response.headers.set('Content-Security-Policy', policy)
  return response
}
