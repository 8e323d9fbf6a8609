/**
 * The site's and the admin's security headers, in one place (next.config.ts applies them to every
 * route). Stripe's origins are the ones its CSP guide lists for Stripe.js, Elements and 3-D Secure.
 */
const STRIPE_SCRIPT = ['https://js.stripe.com', 'https://*.js.stripe.com']
const STRIPE_FRAMES = [...STRIPE_SCRIPT, 'https://hooks.stripe.com']
const STRIPE_CONNECT = ['https://api.stripe.com']

/**
 * Inline scripts stay allowed: the public pages are prerendered and cached, so a per-request
 * nonce would make every page dynamic, and Next's inline flight data differs per page so hashes
 * cannot be listed ahead. Everything else is closed: no plugins, no foreign <base>, forms post
 * only here, no framing by other sites, and scripts load only from us and Stripe.
 */
export const contentSecurityPolicy = ({ isDevelopment = false }: { isDevelopment?: boolean } = {}) =>
  [
    "default-src 'self'",
    // React's development build evaluates code for fast refresh; production never does.
    `script-src 'self' 'unsafe-inline' ${isDevelopment ? "'unsafe-eval' " : ''}${STRIPE_SCRIPT.join(' ')}`,
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
