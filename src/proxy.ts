import type { NextRequest } from 'next/server'

import { withScriptNonce } from './lib/http/script-nonce-policy'
import { unknownSlugRedirect } from './lib/http/slug-redirect'

/**
 * Every site page (the `(frontend)` routes) passes here: an unknown document slug is redirected
 * before anything renders (lib/http/slug-redirect.ts), every other page gets its script policy
 * (lib/http/script-nonce-policy.ts). The API, Payload's admin, Next's static files and public files
 * (a dot in the last segment) are left out: they keep next.config.ts's policies (no inline script
 * at all; the admin's in config/security-headers.ts), as does the benchmarks' bare baseline page, so
 * it stays the static page it is measured as.
 */
export const config = {
  matcher: ['/((?!api(?:/|$)|admin(?:/|$)|_next/|bench-baseline(?:/|$)|.*\\.[^/]*$).*)'],
}

export async function proxy(request: NextRequest) {
  return (await unknownSlugRedirect(request)) ?? withScriptNonce(request)
}
