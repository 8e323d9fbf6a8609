import { hasCredentials } from './database-outage'

type Context = { params: Promise<{ slug: string[] }> }
type RouteHandler = (request: Request, context: Context) => Promise<Response>

/**
 * Whatever /api answers a request that carries a session (cookie or Bearer token) is that
 * account's: no browser history, back button or shared cache may keep it (`/api/users/me`, a
 * thread, a refreshed token …). A response that already says `no-store` is left as it is.
 */
export const noStoreWhenSignedIn =
  (handle: RouteHandler): RouteHandler =>
  async (request, context) => {
    const response = await handle(request, context)
    if (!hasCredentials(request.headers) || /no-store/.test(response.headers.get('cache-control') ?? '')) {
      return response
    }
    const headers = new Headers(response.headers)
    headers.set('cache-control', 'private, no-store')
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  }
