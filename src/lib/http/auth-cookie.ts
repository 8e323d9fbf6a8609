import { TOKEN_EXPIRATION_SECONDS } from '../../config/limits'

/** Payload's own cookie name, so Payload authenticates cookie requests without extra code. */
export const AUTH_COOKIE = 'payload-token'

const isSecure = () => process.env.NODE_ENV === 'production' && process.env.INSECURE_COOKIES !== 'true'

/**
 * HTTP-only session cookie. With "remember me" it lasts as long as the token; without, it is a
 * browser-session cookie.
 */
export const authCookie = (token: string, { isRemembered = true }: { isRemembered?: boolean } = {}) => {
  const parts = [`${AUTH_COOKIE}=${token}`, 'Path=/', 'HttpOnly', 'SameSite=Lax']
  if (isRemembered) parts.push(`Max-Age=${TOKEN_EXPIRATION_SECONDS}`)
  if (isSecure()) parts.push('Secure')
  return parts.join('; ')
}

export const clearedAuthCookie = () =>
  [`${AUTH_COOKIE}=`, 'Path=/', 'HttpOnly', 'SameSite=Lax', 'Max-Age=0', ...(isSecure() ? ['Secure'] : [])].join('; ')

/**
 * A readable, secret-free hint that a session exists, so pages only ask /api/auth/verify when
 * there is something to verify (anonymous visitors make no extra request).
 */
export const SESSION_HINT_COOKIE = 'studify-session'

export const sessionHintCookie = ({ isRemembered = true }: { isRemembered?: boolean } = {}) =>
  [
    `${SESSION_HINT_COOKIE}=1`,
    'Path=/',
    'SameSite=Lax',
    ...(isRemembered ? [`Max-Age=${TOKEN_EXPIRATION_SECONDS}`] : []),
    ...(isSecure() ? ['Secure'] : []),
  ].join('; ')

export const clearedSessionHintCookie = () =>
  [`${SESSION_HINT_COOKIE}=`, 'Path=/', 'SameSite=Lax', 'Max-Age=0'].join('; ')
