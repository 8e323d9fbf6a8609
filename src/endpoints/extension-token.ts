import type { PayloadRequest } from 'payload'
import { parseCookies } from 'payload/shared'

import { AUTH_COOKIE } from '../lib/http/auth-cookie'
import { AppError } from '../lib/errors/app-error'
import { defineEndpoint } from './define-endpoint'

/**
 * The token the request was authenticated with, read in Payload's own order (`JWT …` header,
 * `Bearer …` header, then the session cookie). `defineEndpoint` has already let Payload verify it
 * — signature, expiry, session id, and for the cookie the same-origin check — so it is the
 * caller's own valid token.
 */
const requestToken = (req: PayloadRequest): string | null => {
  const header = req.headers.get('authorization') ?? ''
  const [scheme, value] = header.split(' ')
  if ((scheme === 'JWT' || scheme === 'Bearer') && value) return value
  return parseCookies(req.headers).get(AUTH_COOKIE) ?? null
}

/**
 * POST /api/auth/extension-token → `{ token }` for the signed-in user: the /extension/connect page
 * hands it to the browser extension (`chrome.runtime.sendMessage`), which then calls the API with
 * `Authorization: Bearer`.
 *
 * It answers with the caller's current token rather than minting a new one. Payload's sessions
 * (`useSessions`, on by default) tie every token to a session id stored on the user, and creating
 * a session is internal to Payload's login operation; a token signed here without one would be
 * refused, and one with the caller's session id would only copy this token with a longer `exp`
 * than its session. Reusing the token gives the extension exactly the site session: same expiry,
 * no new credential to revoke, and signing out everywhere (a password change) ends both.
 *
 * The page reads this over a same-origin fetch with the HTTP-only cookie; Payload refuses that
 * cookie on cross-site requests, so no other site can obtain the token this way.
 */
export const extensionTokenEndpoint = defineEndpoint({
  path: '/auth/extension-token',
  method: 'post',
  access: 'user',
  handler: async ({ req, messages }) => {
    const token = requestToken(req)
    if (!token) throw new AppError('unauthorized', messages.signInRequired)
    return Response.json({ token }, { headers: { 'cache-control': 'no-store' } })
  },
})
