import type { Metadata } from 'next'

import { LandingPage } from '@/components/landing/LandingPage'
import { redirect } from '@/i18n/navigation'
import { resolvePageLocale } from '@/i18n/page-locale'
import { getPayloadClient } from '@/lib/payload'
import { followRedirect } from '@/services/content/redirects'
import { buildMetadata } from '@/lib/seo'
import { findCompetitor } from '@/services/content/cached-queries'

type Props = { params: Promise<{ locale: string; competitor: string }> }

const load = async (params: Props['params']) => {
  const [locale, { competitor: slug }] = await Promise.all([resolvePageLocale(params), params])
  return { locale, slug, competitor: await findCompetitor({ payload: await getPayloadClient(), locale, slug }) }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, competitor } = await load(params)
  if (!competitor) return {}
  return buildMetadata({
    locale,
    path: `/alternative/${competitor.slug}`,
    title: competitor.seoTitle ?? competitor.displayName,
    description: competitor.seoDescription ?? '',
    keywords: competitor.seoKeywords,
  })
}

export default async function CompetitorPage({ params }: Props) {
  const { locale, slug, competitor } = await load(params)
  // An unknown competitor is not a page: send the visitor home (spec §2).
  if (!competitor) {
    await followRedirect({ payload: await getPayloadClient(), locale, from: `/alternative/${slug}` })
    return redirect({ href: '/', locale })
  }
  return <LandingPage locale={locale} competitor={competitor} />
}
