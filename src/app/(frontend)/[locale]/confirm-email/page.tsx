import type { Metadata } from 'next'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations } from 'next-intl/server'

import { ConfirmEmailChange } from '@/components/account/ConfirmEmailChange'
import { resolvePageLocale } from '@/i18n/page-locale'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ token?: string | string[] }> }

// Reads the link's token on each request; nothing to cache or index.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolvePageLocale(params)
  const t = await getTranslations({ locale, namespace: 'confirmEmail' })
  return { title: `${t('title')} — Studify`, robots: { index: false } }
}

/** Where the link sent to a new e-mail address leads: the change is made here, once. */
export default async function ConfirmEmailPage({ params, searchParams }: Props) {
  const locale = await resolvePageLocale(params)
  const { token } = await searchParams
  const [t, messages] = await Promise.all([
    getTranslations({ locale, namespace: 'confirmEmail' }),
    getMessages({ locale }),
  ])
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <h1>{t('title')}</h1>
        </div>
      </section>
      <div className="container section narrow">
        <NextIntlClientProvider locale={locale} messages={{ confirmEmail: messages.confirmEmail }}>
          <ConfirmEmailChange token={typeof token === 'string' ? token : null} />
        </NextIntlClientProvider>
      </div>
    </>
  )
}
