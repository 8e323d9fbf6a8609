/**
 * The site's and the admin's security headers, in one place (next.config.ts applies them to every
 * route). Stripe's origins are the ones its CSP guide lists for Stripe.js, Elements and 3-D Secure.
 */
const STRIPE_SCRIPT = ['https://js.stripe.com', 'https://*.js.stripe.com']
const STRIPE_FRAMES = [...STRIPE_SCRIPT, 'https://hooks.stripe.com']
const STRIPE_CONNECT = ['https://api.stripe.com']

/**
 * How inline scripts are treated: `nonce` (the site's pages, set by src/proxy.ts: a fresh one per
 * response, lib/http/nonce-placeholder.ts),
 * `inline` (Payload's admin, see ADMIN_SOURCE), or `none` (everything else: the API, files, and any
 * path the proxy leaves out, so a page rendered there fails closed rather than open).
 */
type InlineScripts = { nonce: string } | 'inline' | 'none'

/** Who the page may frame besides Stripe: the admin frames the site itself (live preview). */
type Frames = 'stripe' | 'self-and-stripe'

/** Where scripts load from without a nonce: us, and Stripe.js on checkout. */
const scriptHosts = (inline: InlineScripts) => (typeof inline === 'object' ? [] : ["'self'", ...STRIPE_SCRIPT])

const scriptSources = (inline: InlineScripts) =>
  typeof inline === 'object'
    ? [`'nonce-${inline.nonce}'`, "'strict-dynamic'"]
    : inline === 'inline'
      ? ["'unsafe-inline'"]
      : []

/**
 * With a nonce, a script runs only when it carries this response's nonce or was added by one that
 * does ('strict-dynamic': Next's chunks, Stripe.js and the frames it loads); no inline script runs
 * otherwise, injected or not, and no host allow-list opens another way in (every browser the site
 * targets knows 'strict-dynamic', which ignores one anyway). Everything else is closed in every
 * mode: no plugins, no foreign <base>, forms post only here, no framing by other sites.
 */
export const contentSecurityPolicy = ({
  isDevelopment = false,
  inlineScripts = 'none',
  frames = 'stripe',
}: { isDevelopment?: boolean; inlineScripts?: InlineScripts; frames?: Frames } = {}) =>
  [
    "default-src 'self'",
    // React's development build evaluates code for fast refresh; production never does.
    [
      'script-src',
      ...scriptHosts(inlineScripts),
      ...scriptSources(inlineScripts),
      ...(isDevelopment ? ["'unsafe-eval'"] : []),
    ].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://*.stripe.com",
    "font-src 'self' data:",
    `connect-src 'self' ${STRIPE_CONNECT.join(' ')}${isDevelopment ? ' ws: wss:' : ''}`,
    `frame-src ${[...(frames === 'self-and-stripe' ? ["'self'"] : []), ...STRIPE_FRAMES].join(' ')}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ')

/**
 * Payload's admin keeps 'unsafe-inline' for scripts. Its document is rendered by Payload's
 * RootLayout (src/app/(payload)/layout.tsx), which has no way to take a nonce for what it and its
 * plugins render, and the admin was not proven to run under a nonce policy; it is used by a few
 * signed-in editors, not reached by visitors following links. Next.js applies header rules in
 * order, so this one replaces the site-wide policy below on these paths.
 */
export const ADMIN_SOURCE = '/admin/:path*'

/** HSTS for two years once a request arrives over HTTPS (as the TLS-terminating proxy reports). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains'

/** Every path's headers; src/proxy.ts replaces the policy on site pages with one carrying a nonce. */
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

/**
 * The admin's policy (ADMIN_SOURCE). Its live preview frames the site's own pages; they in turn may
 * be framed by their own origin only (`frame-ancestors 'self'`), so no other site can frame either.
 */
export const adminSecurityHeaders = ({ isDevelopment = false }: { isDevelopment?: boolean } = {}) => [
  {
    key: 'Content-Security-Policy',
    value: contentSecurityPolicy({ isDevelopment, inlineScripts: 'inline', frames: 'self-and-stripe' }),
  },
]
