import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { OfferSection } from '@/components/landing/OfferSection'
import { resolvePageLocale } from '@/i18n/page-locale'
import { getPayloadClient } from '@/lib/payload'
import { routeMetadata } from '@/lib/route-metadata'
import { getPricing } from '@/services/content/queries'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolvePageLocale(params)
  const t = await getTranslations({ locale, namespace: 'pricingPage' })
  return routeMetadata(locale, 'pricing', '/pricing', t('title'))
}

export default async function PricingPage({ params }: Props) {
  const locale = await resolvePageLocale(params)
  const pricing = await getPricing({ payload: await getPayloadClient(), locale })
  return <OfferSection locale={locale} pricing={pricing} headingLevel={1} />
}
