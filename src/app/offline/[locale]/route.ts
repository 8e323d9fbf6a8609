import { isLocale, LOCALES, textDirection } from '@/config/locales'
import { ASK_PAGE_PATH } from '@/config/ask'
import { OFFLINE_STYLESHEET } from '@/config/pwa'
import { loadMessages } from '@/i18n/messages'
import { escapeHtml } from '@/lib/escape-html'
import { localizedPath } from '@/lib/paths'

/** Built once per language at `next build`; the service worker precaches all 14. */
export const dynamic = 'force-static'
export const dynamicParams = false
export const generateStaticParams = () => LOCALES.map((locale) => ({ locale }))

/**
 * /offline/{locale}: what the installed app shows when the ask page cannot be reached. Plain HTML
 * with no script (it needs no nonce and works from the cache alone); it says nothing was sent and
 * offers to try again: a question is never queued to be sent later.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isLocale(locale)) return new Response('Not found', { status: 404 })
  const { ask } = (await loadMessages(locale)) as { ask: Record<string, string> }
  const text = (key: string) => escapeHtml(ask[key] ?? key)
  const html = `<!doctype html>
<html lang="${locale}" dir="${textDirection(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="theme-color" content="#4338ca">
<title>${text('offlineTitle')} — Studify</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${OFFLINE_STYLESHEET}">
</head>
<body>
<header><img src="/pwa/icon-192.png" alt="" width="28" height="28"> Studify</header>
<main>
<h1>${text('offlineTitle')}</h1>
<p>${text('offlineBody')}</p>
<p><a class="retry" href="${localizedPath(locale, ASK_PAGE_PATH)}">${text('tryAgain')}</a></p>
</main>
</body>
</html>
`
  return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } })
}
