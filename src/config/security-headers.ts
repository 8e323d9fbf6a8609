/**
 * The site's and the admin's security headers, in one place (next.config.ts applies them to every
 * route). Stripe's origins are the ones its CSP guide lists for Stripe.js, Elements and 3-D Secure.
 */
const STRIPE_SCRIPT = ['https://js.stripe.com', 'https://*.js.stripe.com']
const STRIPE_FRAMES = [...STRIPE_SCRIPT, 'https://hooks.stripe.com']
const STRIPE_CONNECT = ['https://api.stripe.com']

type PolicyOptions = { isDevelopment?: boolean; nonce?: string }

/**
 * With a `nonce` (the site's pages, src/proxy.ts), a script runs only when it carries this response's
 * nonce or was added by one that does ('strict-dynamic': Next's chunks, Stripe.js and the frames it
 * loads); no inline script runs otherwise, injected or not. 'self' and Stripe's origins are ignored by
 * browsers that know 'strict-dynamic' and kept for those that do not.
 *
 * Without one (Payload's admin, the API), inline scripts stay allowed: Payload renders the admin's
 * document itself (its RootLayout takes no nonce and its pages are not ours to stamp), and the
 * admin is used by a handful of editors behind a sign-in, not by visitors following links.
 * Everything else is closed on both: no plugins, no foreign <base>, forms post only here, no framing
 * by other sites, and scripts load only from us and Stripe.
 */
export const contentSecurityPolicy = ({ isDevelopment = false, nonce }: PolicyOptions = {}) =>
  [
    "default-src 'self'",
    // React's development build evaluates code for fast refresh; production never does.
    `script-src 'self' ${nonce ? `'nonce-${nonce}' 'strict-dynamic'` : "'unsafe-inline'"} ${isDevelopment ? "'unsafe-eval' " : ''}${STRIPE_SCRIPT.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://*.stripe.com",
    "font-src 'self' data:",
    `connect-src 'self' ${STRIPE_CONNECT.join(' ')}${isDevelopment ? ' ws: wss:' : ''}`,
    `frame-src ${STRIPE_FRAMES.join(' ')}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ')

/** 128 random bits for one response's script nonce (Web Crypto: the proxy runs on the edge runtime too). */
export const createNonce = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes))
}

/** The request header through which the proxy hands a page its nonce (read with `headers()`). */
export const NONCE_HEADER = 'x-nonce'

/** HSTS for two years once a request arrives over HTTPS (as the TLS-terminating proxy reports). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains'

export const securityHeaders = ({ isDevelopment = false }: { isDevelopment?: boolean } = {}) => [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy({ isDevelopment }) },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin-allow-popups' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")',
  },
]
