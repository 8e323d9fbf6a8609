import { DEFAULT_LOCALE, isLocale } from '@/config/locales'
import { unknownPageRedirect } from '@/lib/http/unknown-page'
import { localizedPath } from '@/lib/paths'
import { getPayloadClient } from '@/lib/payload'
import { findRedirect } from '@/services/content/redirects'

type Context = { params: Promise<{ locale: string; rest: string[] }> }

/**
 * Any unknown path lands on the home page of its language (decisions: unknown paths, temporary):
 * `/fr/nope` → `/fr`, unless an editor redirected it (`/fr/old` → 301 `/fr/new`). A route handler,
 * not a page, so nothing is rendered or cached for it.
 */
const toLocaleHome = async (_request: Request, { params }: Context) => {
  const { locale: segment, rest } = await params
  const locale = isLocale(segment) ? segment : DEFAULT_LOCALE
  // `/xx/old` (no such language) is looked up whole, as `/xx/old`.
  const from = isLocale(segment) ? `/${rest.join('/')}` : `/${[segment, ...rest].join('/')}`
  const moved = await findRedirect({ payload: await getPayloadClient(), locale, from })
  if (moved) return new Response(null, { status: moved.status, headers: { Location: moved.location } })
  return unknownPageRedirect(localizedPath(locale, '/'))
}

export const GET = toLocaleHome
export const HEAD = toLocaleHome
