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
import { scriptNonce } from '@/lib/http/script-nonce'
import { getPayloadClient } from '@/lib/payload'
import { getSiteSettings, listCompetitors } from '@/services/content/cached-queries'
import { previewViewer } from '@/services/content/preview'

import '../globals.css'

type Props = { children: React.ReactNode; params: Promise<{ locale: string }> }

/** Namespaces client components read; the rest of the messages stay on the server. */
const CLIENT_NAMESPACES = [
  'common',
  'header',
  'account',
  'language',
  'hero',
  'offer',
  'blog',
  'help',
  'legal',
  'errors',
] as const

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
 * Every page renders per request, for its own script nonce (src/proxy.ts): none is built ahead or
 * kept in the page cache (a page first rendered as a cacheable one would fail on reading the nonce).
 * The CMS content it reads is cached per locale and dropped on publish (services/content/cached-queries).
 */
export const dynamic = 'force-dynamic'

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  const payload = await getPayloadClient()
  const [nonce, messages, settings, competitors, viewer] = await Promise.all([
    scriptNonce(),
    getMessages(),
    getSiteSettings({ payload, locale }),
    listCompetitors({ payload, locale }),
    previewViewer(payload),
  ])
  const clientMessages = Object.fromEntries(CLIENT_NAMESPACES.map((namespace) => [namespace, messages[namespace]]))

  return (
    <html lang={locale} dir={textDirection(locale)}>
      <head>
        {/* Lets CSS hide scroll-reveal content only when the script that reveals it can run. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: "document.documentElement.classList.add('js')" }} />
      </head>
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
          <VisitTracker locale={locale} />
        </NextIntlClientProvider>
      </body>
    </html>
  )
}
