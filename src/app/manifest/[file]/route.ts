import { ASK_PAGE_PATH } from '@/config/ask'
import { isLocale, LOCALES, textDirection } from '@/config/locales'
import {
  PWA_BACKGROUND_COLOR,
  PWA_ICONS,
  PWA_THEME_COLOR,
  SHARE_TARGET_FILE_FIELD,
  shareTargetPath,
} from '@/config/pwa'
import { loadMessages } from '@/i18n/messages'
import { localizedPath } from '@/lib/paths'

/** One manifest per language, built at `next build`. */
export const dynamic = 'force-static'
export const dynamicParams = false
export const generateStaticParams = () => LOCALES.map((locale) => ({ file: `${locale}.webmanifest` }))

/**
 * /manifest/{locale}.webmanifest: the installed app opens on the ask page in that language, and
 * appears in the phone's share sheet for pictures and text (share_target, a multipart POST).
 */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const locale = (await params).file.replace(/\.webmanifest$/, '')
  if (!isLocale(locale)) return new Response('Not found', { status: 404 })
  const { ask } = (await loadMessages(locale)) as { ask: Record<string, string> }
  const start = localizedPath(locale, ASK_PAGE_PATH)
  const manifest = {
    id: start,
    name: `Studify — ${ask.metaTitle}`,
    short_name: 'Studify',
    description: ask.appDescription,
    lang: locale,
    dir: textDirection(locale),
    start_url: start,
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: PWA_THEME_COLOR,
    background_color: PWA_BACKGROUND_COLOR,
    icons: PWA_ICONS,
    share_target: {
      action: shareTargetPath(locale),
      method: 'POST',
      enctype: 'multipart/form-data',
      params: {
        title: 'title',
        text: 'text',
        url: 'url',
        files: [{ name: SHARE_TARGET_FILE_FIELD, accept: ['image/*'] }],
      },
    },
  }
  return new Response(JSON.stringify(manifest), { headers: { 'content-type': 'application/manifest+json' } })
}
