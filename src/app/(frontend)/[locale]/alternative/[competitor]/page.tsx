import type { Metadata } from 'next'

import { LandingPage } from '@/components/landing/LandingPage'
import { redirect } from '@/i18n/navigation'
import { resolvePageLocale } from '@/i18n/page-locale'
import { getPayloadClient } from '@/lib/payload'
import { followRedirect } from '@/services/content/redirects'
import { buildMetadata } from '@/lib/seo'
import { findCompetitor, findPublication } from '@/services/content/cached-queries'
import { globalPageLocales } from '@/services/content/global-pages'
import { redirectToPublishedLocale } from '@/services/content/locale-redirect'

type Props = { params: Promise<{ locale: string; competitor: string }> }

const load = async (params: Props['params']) => {
  const [locale, { competitor: slug }, payload] = await Promise.all([
    resolvePageLocale(params),
    params,
    getPayloadClient(),
  ])
  const [competitor, found, landingLocales] = await Promise.all([
    findCompetitor({ payload, locale, slug }),
    findPublication({ payload, collection: 'competitors', slug }),
    globalPageLocales({ payload, path: '/' }),
  ])
  // The page is the landing page with the competitor's headline: it exists where both are published.
  const publication = found && {
    ...found,
    locales: found.locales.filter((code) => landingLocales.includes(code)),
  }
  const served = competitor && publication?.locales.includes(locale) ? competitor : null
  return { locale, slug, competitor: served, publication }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, competitor, publication } = await load(params)
  if (!competitor) return {}
  return buildMetadata({
    locale,
    locales: publication?.locales,
    path: `/alternative/${competitor.slug}`,
    title: competitor.seoTitle ?? competitor.displayName,
    description: competitor.seoDescription ?? '',
    keywords: competitor.seoKeywords,
  })
}

export default async function CompetitorPage({ params }: Props) {
  const { locale, slug, competitor, publication } = await load(params)
  // An unknown competitor is not a page: send the visitor home (spec §2). One not published in
  // this language goes to the nearest one it is published in.
  if (!competitor) {
    redirectToPublishedLocale({ publication, locale, pathOf: (target) => `/alternative/${target}` })
    await followRedirect({ payload: await getPayloadClient(), locale, from: `/alternative/${slug}` })
    return redirect({ href: '/', locale })
  }
  return <LandingPage locale={locale} competitor={competitor} />
}
