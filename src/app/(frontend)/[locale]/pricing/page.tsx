import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { PricingOfferSection } from '@/components/plans/PricingOfferSection'
import { JsonLd } from '@/components/site/JsonLd'
import { PageMessages } from '@/components/site/PageMessages'
import { resolvePageLocale } from '@/i18n/page-locale'
import { pageUrl } from '@/lib/absolute-url'
import { getPayloadClient } from '@/lib/payload'
import { routeMetadata } from '@/services/content/route-metadata'
import { graph, organization, planNames, product } from '@/lib/structured-data'
import { countTestimonials, getPricing, getSiteSettings } from '@/services/content/cached-queries'
import { ensureGlobalPagePublished, globalPageLocales } from '@/services/content/global-pages'

type Props = { params: Promise<{ locale: string }> }

const CLIENT_NAMESPACES = ['offer', 'freePlan', 'pricingPage', 'errors'] as const

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolvePageLocale(params)
  const [t, locales] = await Promise.all([
    getTranslations({ locale, namespace: 'pricingPage' }),
    globalPageLocales({ payload: await getPayloadClient(), path: '/pricing' }),
  ])
  return routeMetadata(locale, 'pricing', '/pricing', t('title'), locales)
}

/** The plans side by side: Free and Studify+; also the plan choice after sign-up. */
export default async function PricingPage({ params }: Props) {
  const locale = await resolvePageLocale(params)
  const payload = await getPayloadClient()
  await ensureGlobalPagePublished({ payload, locale, path: '/pricing' })
  const [pricing, settings, reviewCount, tPlans] = await Promise.all([
    getPricing({ payload, locale }),
    getSiteSettings({ payload, locale }),
    countTestimonials({ payload }),
    getTranslations({ locale, namespace: 'plans' }),
  ])
  return (
    <PageMessages locale={locale} namespaces={CLIENT_NAMESPACES}>
      <PricingOfferSection locale={locale} pricing={pricing} />
      <JsonLd
        data={graph([
          organization(settings),
          product({
            settings,
            locale,
            url: pageUrl(locale, '/pricing'),
            reviewCount,
            planNames: planNames((plan) => tPlans(plan)),
          }),
        ])}
      />
    </PageMessages>
  )
}
