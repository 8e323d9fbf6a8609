import type { Metadata } from 'next'

import { BlockPage } from '../../../../blocks/BlockPage'
import { resolvePageLocale } from '@/i18n/page-locale'
import { getPayloadClient } from '@/lib/payload'
import { buildMetadata } from '@/lib/seo'
import { resolveSeo } from '@/lib/seo-defaults'
import { findPage, getSiteSettings } from '@/services/content/cached-queries'
import { HOME_PAGE_SLUG } from '@/config/pages'
import { homePageLocales, loadHomePage } from '@/services/content/pages'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolvePageLocale(params)
  const payload = await getPayloadClient()
  const [{ seo: siteSeo }, locales, page] = await Promise.all([
    getSiteSettings({ payload, locale }),
    homePageLocales({ payload }),
    findPage({ payload, locale, slug: HOME_PAGE_SLUG }),
  ])
  // The home page's own SEO fields when an editor filled them in, else the site's.
  const seo = resolveSeo({
    seo: page?.seo,
    title: siteSeo?.title ?? 'Studify',
    description: siteSeo?.description ?? '',
  })
  return buildMetadata({
    locale,
    locales,
    path: '/',
    title: seo.title,
    description: seo.description,
    keywords: seo.keywords ?? siteSeo?.keywords,
    image: seo.image ?? undefined,
  })
}

/** The home page: the `pages` document `home`, block by block. */
export default async function HomePage({ params }: Props) {
  const locale = await resolvePageLocale(params)
  const { page } = await loadHomePage({ payload: await getPayloadClient(), locale })
  return <BlockPage page={page} locale={locale} />
}
