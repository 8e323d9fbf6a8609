import type { Metadata } from 'next'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations } from 'next-intl/server'
import { Suspense } from 'react'

import { CheckoutPage } from '@/components/checkout/CheckoutPage'
import { resolvePageLocale } from '@/i18n/page-locale'

type Props = { params: Promise<{ locale: string }> }

const CLIENT_NAMESPACES = ['checkout', 'offer', 'validation', 'auth', 'errors'] as const

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolvePageLocale(params)
  const t = await getTranslations({ locale, namespace: 'checkout' })
  return { title: `${t('title')} — Studify`, robots: { index: false } }
}

export default async function Checkout({ params }: Props) {
  const locale = await resolvePageLocale(params)
  const messages = await getMessages({ locale })
  return (
    <div className="container section">
      <NextIntlClientProvider
        locale={locale}
        messages={Object.fromEntries(CLIENT_NAMESPACES.map((name) => [name, messages[name]]))}
      >
        <Suspense>
          <CheckoutPage />
        </Suspense>
      </NextIntlClientProvider>
    </div>
  )
}
