import type { Metadata } from 'next'

import { LandingPage } from '@/components/landing/LandingPage'
import { resolvePageLocale } from '@/i18n/page-locale'
import { getPayloadClient } from '@/lib/payload'
import { buildMetadata } from '@/lib/seo'
import { getSiteSettings } from '@/services/content/cached-queries'
import { ensureGlobalPagePublished, globalPageLocales } from '@/services/content/global-pages'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolvePageLocale(params)
  const payload = await getPayloadClient()
  const [{ seo }, locales] = await Promise.all([
    getSiteSettings({ payload, locale }),
    globalPageLocales({ payload, path: '/' }),
  ])
  return buildMetadata({
    locale,
    locales,
    path: '/',
    title: seo?.title ?? 'Studify',
    description: seo?.description ?? '',
    keywords: seo?.keywords,
  })
}

export default async function HomePage({ params }: Props) {
  const locale = await resolvePageLocale(params)
  await ensureGlobalPagePublished({ payload: await getPayloadClient(), locale, path: '/' })
  return <LandingPage locale={locale} />
}
