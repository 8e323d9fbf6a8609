import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { Suspense } from 'react'

import { CheckoutPage } from '@/components/checkout/CheckoutPage'
import { PageMessages } from '@/components/site/PageMessages'
import { resolvePageLocale } from '@/i18n/page-locale'

/** Per request (src/lib/cache/rendering-policy.ts). */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }> }

const CLIENT_NAMESPACES = ['checkout', 'offer', 'validation', 'auth', 'errors', 'freePlan'] as const

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolvePageLocale(params)
  const t = await getTranslations({ locale, namespace: 'checkout' })
  return { title: `${t('title')} — Studify`, robots: { index: false } }
}

export default async function Checkout({ params }: Props) {
  const locale = await resolvePageLocale(params)
  return (
    <div className="container section">
      <PageMessages locale={locale} namespaces={CLIENT_NAMESPACES}>
        <Suspense>
          <CheckoutPage />
        </Suspense>
      </PageMessages>
    </div>
  )
}
