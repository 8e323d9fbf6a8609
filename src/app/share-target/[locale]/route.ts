import { ASK_PAGE_PATH } from '@/config/ask'
import { isLocale } from '@/config/locales'
import { SHARED_QUERY } from '@/config/pwa'
import { localizedPath } from '@/lib/paths'

/**
 * The share target's POST when no service worker took it (the worker was not installed yet, or was
 * cleared): the server never keeps a shared picture, so the ask page opens and asks to share again.
 * With the worker, the POST never reaches here (src/sw/share-target.ts).
 */
export async function POST(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params
  const target = localizedPath(isLocale(locale) ? locale : 'en', ASK_PAGE_PATH)
  // A relative Location: behind a proxy the request's own URL may not be the public one.
  return new Response(null, { status: 303, headers: { location: `${target}?${SHARED_QUERY}=none` } })
}
