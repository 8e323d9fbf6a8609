import { isAdminAreaRole } from '../config/roles'

/** Admin routes a signed-out visitor may still need (password reset links, first-run set-up). */
const PUBLIC_ADMIN_ROUTES = new Set(['create-first-user', 'forgot', 'reset', 'logout', 'logout-inactivity', 'verify'])

/**
 * Where /admin sends a visitor instead of showing a view, or null to let Payload show it. One
 * sign-in for the whole product: a signed-out visitor uses the site's login (which sets the cookie
 * the admin reads) and comes back; a student goes home, still signed in.
 */
export const adminAreaRedirect = ({
  role,
  isSignedIn,
  isFirstRun,
  segments,
}: {
  role?: string | null
  isSignedIn: boolean
  isFirstRun: boolean
  segments: string[]
}): string | null => {
  if (!isSignedIn && !isFirstRun && !PUBLIC_ADMIN_ROUTES.has(segments[0] ?? '')) {
    const back = segments[0] === 'login' || segments.length === 0 ? '/admin' : `/admin/${segments.join('/')}`
    return `/login?redirect=${encodeURIComponent(back)}`
  }
  if (isSignedIn && !isAdminAreaRole(role)) return '/'
  return null
}
