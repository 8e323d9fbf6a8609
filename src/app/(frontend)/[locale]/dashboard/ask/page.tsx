import type { Metadata, Viewport } from 'next'
import { getTranslations } from 'next-intl/server'

import { AskPage } from '@/components/ask/AskPage'
import { PageMessages } from '@/components/site/PageMessages'
import { manifestPath, PWA_ICONS, PWA_THEME_COLOR } from '@/config/pwa'
import { resolvePageLocale } from '@/i18n/page-locale'

import '@/components/ask/ask-page.css'

/** Per request (src/lib/cache/rendering-policy.ts). */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }> }

const CLIENT_NAMESPACES = ['ask', 'errors'] as const

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolvePageLocale(params)
  const t = await getTranslations({ locale, namespace: 'ask' })
  return {
    title: { absolute: `${t('metaTitle')} — Studify` },
    robots: { index: false, follow: false },
    // Installable from here: the manifest in this language opens the app on this page.
    manifest: manifestPath(locale),
    appleWebApp: { capable: true, title: 'Studify', statusBarStyle: 'default' },
    icons: {
      icon: [
        { url: '/favicon.svg', type: 'image/svg+xml' },
        { url: '/favicon.ico', sizes: '32x32' },
      ],
      apple: PWA_ICONS[0].src,
    },
  }
}

/** The on-screen keyboard shrinks the page instead of covering it, so the sticky composer stays above it. */
export const viewport: Viewport = {
  themeColor: PWA_THEME_COLOR,
  width: 'device-width',
  initialScale: 1,
  interactiveWidget: 'resizes-content',
}

/**
 * /dashboard/ask: ask from any browser or phone (issue 36), never indexed. The heading comes with
 * the HTML (the page's first and largest text); the app below it waits for the session.
 */
export default async function AskRoute({ params }: Props) {
  const locale = await resolvePageLocale(params)
  const t = await getTranslations({ locale, namespace: 'ask' })
  return (
    <div className="container section ask-section">
      <header className="ask-intro">
        <h1>{t('metaTitle')}</h1>
        <p className="muted">{t('intro')}</p>
      </header>
      <PageMessages locale={locale} namespaces={CLIENT_NAMESPACES}>
        <AskPage />
      </PageMessages>
    </div>
  )
}
