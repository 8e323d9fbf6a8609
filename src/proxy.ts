import type { NextRequest } from 'next/server'

import { withScriptNonce } from './lib/http/script-nonce-policy'
import { unknownSlugRedirect } from './lib/http/slug-redirect'

/**
 * Every site page (the `(frontend)` routes) passes here: an unknown document slug is redirected
 * before anything renders (lib/http/slug-redirect.ts), every other page gets its script policy
 * (lib/http/script-nonce-policy.ts). Left out: the API and Payload's admin (next.config.ts's and
 * config/security-headers.ts's policies), Next.js's static files and image optimiser, the service
 * worker (its policy governs the worker itself), the benchmarks' bare baseline page (measured as the
 * static page it is), and each real file of public/, one by one (with the extension's zip that
 * `npm start` writes there, config/extension.ts): any other path, dotted or not
 * (`/foo.txt`, `/favicon2.ico`, `/_next/nothing`), ends on the not-found page, whose inline scripts
 * need the nonce. Next.js reads the matcher at build time, so it must stay a literal; a unit test
 * (tests/unit/proxy-matcher.spec.ts) holds it to the files in public/.
 */
export const config = {
  matcher: [
    '/((?!api(?:/|$)|admin(?:/|$)|_next/static/|_next/image(?:/|$)|bench-baseline(?:/|$)|serwist/sw\\.js$|favicon\\.(?:ico|svg)$|logo\\.png$|downloads/studify-extension\\.zip$|og/studify\\.png$|pwa/(?:icon-192\\.png|icon-512\\.png|maskable-512\\.png|offline\\.css)$).*)',
  ],
}

/** A last segment with a dot is a file's name, never a document's slug: it 404s, not redirects. */
const isFileName = (pathname: string) => /\.[^/]*$/.test(pathname)

export async function proxy(request: NextRequest) {
  const redirect = isFileName(request.nextUrl.pathname) ? null : await unknownSlugRedirect(request)
  return redirect ?? withScriptNonce(request)
}
