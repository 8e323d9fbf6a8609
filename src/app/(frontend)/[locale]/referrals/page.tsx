import type { Metadata } from 'next'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations } from 'next-intl/server'

import { ReferralProgram } from '@/components/account/ReferralProgram'
import { resolvePageLocale } from '@/i18n/page-locale'

/** Per request (src/lib/cache/rendering-policy.ts). */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolvePageLocale(params)
  const t = await getTranslations({ locale, namespace: 'referrals' })
  return { title: `${t('title')} — Studify`, robots: { index: false } }
}

export default async function ReferralsPage({ params }: Props) {
  const locale = await resolvePageLocale(params)
  const [t, messages] = await Promise.all([
    getTranslations({ locale, namespace: 'referrals' }),
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
          messages={{ referrals: messages.referrals, errors: messages.errors, common: messages.common }}
        >
          <ReferralProgram />
        </NextIntlClientProvider>
      </div>
    </>
  )
}
