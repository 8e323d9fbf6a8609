import { DEFAULT_LOCALE, isLocale } from '@/config/locales'
import { unknownPageRedirect } from '@/lib/http/unknown-page'
import { localizedPath } from '@/lib/paths'

type Context = { params: Promise<{ locale: string; rest: string[] }> }

/**
 * Any unknown path lands on the home page of its language (decisions: unknown paths, temporary):
 * `/fr/nope` → `/fr`. A route handler, not a page, so nothing is rendered or cached for it.
 */
const toLocaleHome = async (_request: Request, { params }: Context) => {
  const { locale } = await params
  return unknownPageRedirect(localizedPath(isLocale(locale) ? locale : DEFAULT_LOCALE, '/'))
}

export const GET = toLocaleHome
export const HEAD = toLocaleHome
