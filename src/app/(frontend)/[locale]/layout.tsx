import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'
import { hasLocale, NextIntlClientProvider } from 'next-intl'
import { getMessages, setRequestLocale } from 'next-intl/server'
import type React from 'react'

import { SessionProvider } from '@/components/auth/SessionProvider'
import { PreviewBar } from '@/components/preview/PreviewBar'
import { LocaleResolver } from '@/components/site/LocaleResolver'
import { SiteFooter } from '@/components/site/SiteFooter'
import { SiteHeader } from '@/components/site/SiteHeader'
import { VisitTracker } from '@/components/site/VisitTracker'
import { DEFAULT_LOCALE, textDirection } from '@/config/locales'
import { serverUrl } from '@/config/server'
import { routing } from '@/i18n/routing'
import { getPayloadClient } from '@/lib/payload'
import { getSiteSettings, listCompetitors } from '@/services/content/cached-queries'
import { previewViewer } from '@/services/content/preview'

import '../globals.css'

type Props = { children: React.ReactNode; params: Promise<{ locale: string }> }

/**
 * Namespaces the islands of every page read (header, account menu, error boundary); the rest of the
 * messages stay on the server. A page's own islands get theirs from PageMessages on that page, so
 * no page's flight payload carries another page's strings.
 */
const CLIENT_NAMESPACES = ['common', 'header', 'account', 'language', 'errors'] as const

export const metadata: Metadata = {
  metadataBase: new URL(serverUrl()),
  icons: {
    icon: [
      { url: '/favicon.svg', type: 'image/svg+xml' },
      { url: '/favicon.ico', sizes: '32x32' },
    ],
  },
}

export const viewport: Viewport = { themeColor: '#4338ca', width: 'device-width', initialScale: 1 }

/**
 * No page is built ahead: the public pages render on their first visit and stay in the page cache
 * until what they show is published again; the others render per request. Which is which, and when
 * a cached page drops: src/lib/cache/rendering-policy.ts.
 */
export const generateStaticParams = () => []

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  const payload = await getPayloadClient()
  const [messages, settings, competitors, viewer] = await Promise.all([
    getMessages(),
    getSiteSettings({ payload, locale }),
    listCompetitors({ payload, locale }),
    previewViewer(payload),
  ])
  const clientMessages = Object.fromEntries(CLIENT_NAMESPACES.map((namespace) => [namespace, messages[namespace]]))

  return (
    <html lang={locale} dir={textDirection(locale)}>
      <body>
        <NextIntlClientProvider locale={locale} messages={clientMessages}>
          <SessionProvider>
            <PreviewBar locale={locale} />
            <SiteHeader locale={locale} />
            <main id="main">{children}</main>
            <SiteFooter locale={locale} settings={settings} competitors={competitors} />
          </SessionProvider>
          {/* An editor previewing an English page stays on it, whatever their browser's language. */}
          {locale === DEFAULT_LOCALE && !viewer && <LocaleResolver />}
          {/* An editor's preview (and live preview) is not a visit (issue 34 item 17). */}
          {!viewer && <VisitTracker locale={locale} />}
        </NextIntlClientProvider>
      </body>
    </html>
  )
}
