import type { Metadata } from 'next'

import { BlockPage } from '../../../../../../blocks/BlockPage'
import { HOME_PAGE_SLUG } from '@/config/pages'
import { redirect } from '@/i18n/navigation'
import { resolvePageLocale } from '@/i18n/page-locale'
import { getPayloadClient } from '@/lib/payload'
import { followRedirect } from '@/services/content/redirects'
import { buildMetadata } from '@/lib/seo'
import { findCompetitor, findPage, findPublication } from '@/services/content/cached-queries'
import { redirectToPublishedLocale } from '@/services/content/locale-redirect'
import { homePageLocales } from '@/services/content/pages'

type Props = { params: Promise<{ locale: string; competitor: string }> }

/** Rendered on a document's first visit, then cached (src/lib/cache/rendering-policy.ts). */
export const generateStaticParams = () => []

const load = async (params: Props['params']) => {
  const [locale, { competitor: slug }, payload] = await Promise.all([
    resolvePageLocale(params),
    params,
    getPayloadClient(),
  ])
  const [competitor, found, homeLocales, home] = await Promise.all([
    findCompetitor({ payload, locale, slug }),
    findPublication({ payload, collection: 'competitors', slug }),
    homePageLocales({ payload }),
    findPage({ payload, locale, slug: HOME_PAGE_SLUG }),
  ])
  // The page is the home page with the competitor's headline: it exists where both are published.
  const publication = found && {
    ...found,
    locales: found.locales.filter((code) => homeLocales.includes(code)),
  }
  const served = competitor && home && publication?.locales.includes(locale) ? competitor : null
  return { locale, slug, competitor: served, home, publication }
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
  const { locale, slug, competitor, home, publication } = await load(params)
  // An unknown competitor is not a page: send the visitor home (spec §2). One not published in
  // this language goes to the nearest one it is published in.
  if (!competitor || !home) {
    redirectToPublishedLocale({ publication, locale, pathOf: (target) => `/alternative/${target}` })
    await followRedirect({ payload: await getPayloadClient(), locale, from: `/alternative/${slug}` })
    return redirect({ href: '/', locale })
  }
  return <BlockPage page={home} locale={locale} competitor={competitor} />
}
