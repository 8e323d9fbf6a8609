import type { Metadata } from 'next'

import { BlockPage } from '../../../../../blocks/BlockPage'
import { HOME_PAGE_SLUG } from '@/config/pages'
import { redirect } from '@/i18n/navigation'
import { resolvePageLocale } from '@/i18n/page-locale'
import { getPayloadClient } from '@/lib/payload'
import { buildMetadata } from '@/lib/seo'
import { resolveSeo } from '@/lib/seo-defaults'
import { findPage, findPublication } from '@/services/content/cached-queries'
import { redirectToPublishedLocale } from '@/services/content/locale-redirect'
import { followRedirect } from '@/services/content/redirects'

type Props = { params: Promise<{ locale: string; slug: string }> }

/** Rendered on a document's first visit, then cached (src/lib/cache/rendering-policy.ts). */
export const generateStaticParams = () => []

const load = async (params: Props['params']) => {
  const [locale, { slug }, payload] = await Promise.all([resolvePageLocale(params), params, getPayloadClient()])
  // The home page lives at `/`, never at /home.
  if (slug === HOME_PAGE_SLUG) return { locale, slug, page: null, publication: null }
  const [page, publication] = await Promise.all([
    findPage({ payload, locale, slug }),
    findPublication({ payload, collection: 'pages', slug }),
  ])
  return { locale, slug, page, publication }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, page, publication } = await load(params)
  if (!page) return {}
  const seo = resolveSeo({ seo: page.seo, title: page.title ?? '', description: '' })
  return buildMetadata({
    locale,
    locales: publication?.locales,
    path: `/${page.slug}`,
    title: seo.title,
    description: seo.description,
    keywords: seo.keywords,
    image: seo.image ?? undefined,
  })
}

/**
 * A marketing page an editor added (`/{slug}`, `/fr/{slug}`), published without a deploy. The
 * proxy sends unknown single-segment paths home before this renders; it covers the moment its slug
 * list is stale: a page not published in this language goes to the nearest one it is, an editor's
 * redirect applies, anything else goes to the home page of the language (as unknown paths do).
 */
export default async function MarketingPage({ params }: Props) {
  const { locale, slug, page, publication } = await load(params)
  if (!page) {
    redirectToPublishedLocale({ publication, locale, pathOf: (target) => `/${target}` })
    await followRedirect({ payload: await getPayloadClient(), locale, from: `/${slug}` })
    return redirect({ href: '/', locale })
  }
  return <BlockPage page={page} locale={locale} />
}
