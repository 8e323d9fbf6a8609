import type { Metadata } from 'next'

import { LandingPage } from '@/components/landing/LandingPage'
import { resolvePageLocale } from '@/i18n/page-locale'
import { getPayloadClient } from '@/lib/payload'
import { buildMetadata } from '@/lib/seo'
import { getSiteSettings } from '@/services/content/cached-queries'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolvePageLocale(params)
  const { seo } = await getSiteSettings({ payload: await getPayloadClient(), locale })
  return buildMetadata({
    locale,
    path: '/',
    title: seo?.title ?? 'Studify',
    description: seo?.description ?? '',
    keywords: seo?.keywords,
  })
}

export default async function HomePage({ params }: Props) {
  const locale = await resolvePageLocale(params)
  return <LandingPage locale={locale} />
}
