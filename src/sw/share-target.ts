import { ASK_PAGE_PATH } from '@/config/ask'
import { isLocale } from '@/config/locales'
import { MAX_QUESTION_LENGTH } from '@/config/limits'
import { SHARE_TARGET_FILE_FIELD, SHARED_IMAGE_CACHE, SHARED_IMAGE_KEY, SHARED_QUERY } from '@/config/pwa'
import { localizedPath } from '@/lib/paths'

/**
 * The manifest's share_target POST (a picture or text shared from another app), taken in the
 * service worker: the picture is kept in one cache entry for the ask page to take once, and the
 * page opens with it attached. Nothing is asked here; shared text goes to the question box.
 */
export const receiveShare = async ({ request, url }: { request: Request; url: URL }): Promise<Response> => {
  const locale = url.pathname.split('/')[2]
  const target = new URL(localizedPath(isLocale(locale) ? locale : 'en', ASK_PAGE_PATH), url.origin)
  const cache = await caches.open(SHARED_IMAGE_CACHE)
  // A picture shared before and never asked about goes: only the latest share is kept.
  await cache.delete(SHARED_IMAGE_KEY)
  const form = await request.formData().catch(() => null)
  const file = form?.get(SHARE_TARGET_FILE_FIELD)
  const isImage = file instanceof Blob && file.size > 0 && file.type.startsWith('image/')
  if (isImage) await cache.put(SHARED_IMAGE_KEY, new Response(file, { headers: { 'content-type': file.type } }))
  target.searchParams.set(SHARED_QUERY, isImage ? '1' : 'none')
  const text = ['title', 'text', 'url']
    .map((name) => form?.get(name))
    .filter((value): value is string => typeof value === 'string' && value.trim() !== '')
    .join('\n')
    .slice(0, MAX_QUESTION_LENGTH)
  if (text) target.searchParams.set('text', text)
  return Response.redirect(target.href, 303)
}
