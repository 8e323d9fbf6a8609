import { allowedLocalesOf, isAdminAreaRole, isLocaleLimited } from '../config/roles'

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

/** The admin views that show content in one locale. */
const CONTENT_VIEWS = new Set(['collections', 'globals'])

/**
 * A translator's content views always name one of their locales: Payload's server renders the
 * `?locale=` it is given (or the last one used), while the selector offers only theirs — so
 * `?locale=fr` for a translator of German would otherwise show French under a German label.
 * Returns the same view in their first locale, or null when the view may be shown as asked.
 */
export const adminLocaleRedirect = ({
  user,
  segments,
  searchParams,
}: {
  user: Parameters<typeof allowedLocalesOf>[0]
  segments: string[]
  searchParams: Record<string, string | string[] | undefined>
}): string | null => {
  if (!isLocaleLimited(user) || !CONTENT_VIEWS.has(segments[0] ?? '')) return null
  const allowed: readonly string[] = allowedLocalesOf(user)
  const asked = searchParams.locale
  if (typeof asked === 'string' && allowed.includes(asked)) return null
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(searchParams)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) query.append(key, one)
  }
  query.set('locale', allowed[0]!)
  return `/admin/${segments.map(encodeURIComponent).join('/')}?${query.toString()}`
}
