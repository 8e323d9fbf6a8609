import type { Metadata } from 'next'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations } from 'next-intl/server'

import { ExtensionConnect } from '@/components/extension/ExtensionConnect'
import { resolvePageLocale } from '@/i18n/page-locale'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ ext?: string | string[] }> }

// Reads ?ext= and the session on each request; nothing to cache or index.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolvePageLocale(params)
  const t = await getTranslations({ locale, namespace: 'extensionConnect' })
  return { title: `${t('title')} — Studify`, robots: { index: false } }
}

/** Where the extension's "Sign in" button leads: signs the extension in with the site session. */
export default async function ExtensionConnectPage({ params, searchParams }: Props) {
  const locale = await resolvePageLocale(params)
  const { ext } = await searchParams
  const [t, messages] = await Promise.all([
    getTranslations({ locale, namespace: 'extensionConnect' }),
    getMessages({ locale }),
  ])
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <h1>{t('title')}</h1>
          <p className="lead">{t('subtitle')}</p>
        </div>
      </section>
      <div className="container section narrow">
        <NextIntlClientProvider
          locale={locale}
          messages={{ extensionConnect: messages.extensionConnect, errors: messages.errors, common: messages.common }}
        >
          <ExtensionConnect extensionId={typeof ext === 'string' ? ext : null} />
        </NextIntlClientProvider>
      </div>
    </>
  )
}
