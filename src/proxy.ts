import createMiddleware from 'next-intl/middleware'

import { routing } from './i18n/routing'

export default createMiddleware(routing)

export const config = {
  // Payload's admin and API, Next internals and files with an extension are not site pages.
  matcher: '/((?!api|admin|_next|_vercel|bench-baseline|.*\\..*).*)',
}
