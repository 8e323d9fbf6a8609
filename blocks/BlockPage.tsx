import { getTranslations } from 'next-intl/server'

import { faqItemsOf } from './Faq/data'
import { comparisonOf } from './Comparison/data'
import { heroHeadline } from './Hero/Component'
import { withoutHomeSettings } from './Hero/home-settings'
import { applyBlockOverrides } from './overrides'
import { RenderBlocks } from './RenderBlocks'
import type { BlockContext, BlockOf, PageBlock } from './types'
import type { Locale } from '@/config/locales'
import { HOME_PAGE_SLUG, pagePath } from '@/config/pages'
import { contentPlaceholders, fillPlaceholders } from '@/config/plans'
import { pageUrl } from '@/lib/absolute-url'
import { getPayloadClient } from '@/lib/payload'
import { comparisonPage, faqPage, graph, type LdNode, organization, planNames, product } from '@/lib/structured-data'
import type { Competitor, Page } from '@/payload-types'
import { getSiteSettings, listTestimonials } from '@/services/content/cached-queries'

import { JsonLd } from '@/components/site/JsonLd'
import { PageMessages } from '@/components/site/PageMessages'

/** What the blocks' islands read: the hero's sale countdown, the offer's billing switch. */
const CLIENT_NAMESPACES = ['hero', 'offer'] as const

const firstOf = <T extends PageBlock['blockType']>(blocks: readonly PageBlock[], type: T) =>
  blocks.find((block): block is BlockOf<T> => block.blockType === type)

/**
 * The structured data a page's blocks support: the product on the home page, the comparison on a
 * competitor page, the questions of an FAQ block elsewhere (as on the home page).
 */
const structuredDataOf = async ({
  page,
  blocks,
  context,
  url,
}: {
  page: Page
  blocks: readonly PageBlock[]
  context: BlockContext
  url: string
}): Promise<LdNode[]> => {
  const { competitor, locale, settings } = context
  const payload = await getPayloadClient()
  if (competitor) {
    const hero = firstOf(blocks, 'hero')
    const comparison = firstOf(blocks, 'comparison')
    const { heading, rows } = comparison ? comparisonOf(comparison, context) : { heading: '', rows: [] }
    return [
      comparisonPage({
        locale,
        url,
        name: competitor.seoTitle ?? (hero ? heroHeadline({ block: hero, context }) : competitor.displayName),
        description: competitor.seoDescription,
        competitorName: competitor.displayName,
        heading,
        rows,
      }),
    ]
  }
  const nodes: LdNode[] = []
  if (page.slug === HOME_PAGE_SLUG) {
    const [testimonials, tPlans] = await Promise.all([
      listTestimonials({ payload, locale }),
      getTranslations({ locale, namespace: 'plans' }),
    ])
    nodes.push(
      product({
        settings,
        locale,
        url,
        reviewCount: testimonials.length,
        planNames: planNames((plan) => tPlans(plan)),
      }),
    )
  }
  const faq = firstOf(blocks, 'faq')
  if (faq) nodes.push(faqPage(await faqItemsOf(payload, context, faq.faqs), url))
  return nodes
}

/**
 * A `pages` document on the site: the home page at `/`, a marketing page at `/{slug}`, or, with a
 * competitor, the home page's blocks (with its overrides) at /alternative/{competitor}.
 */
export async function BlockPage({
  page,
  locale,
  competitor = null,
}: {
  page: Page
  locale: Locale
  competitor?: Competitor | null
}) {
  const payload = await getPayloadClient()
  const settings = await getSiteSettings({ payload, locale })
  const placeholders = contentPlaceholders(locale)
  const context: BlockContext = {
    locale,
    competitor,
    settings,
    fill: (text) => fillPlaceholders(text ?? '', placeholders),
  }
  // Only the home page (and its competitor variants) shows the hero's home-only settings.
  const blocks = competitor
    ? applyBlockOverrides(page.layout ?? [], competitor.blockOverrides as PageBlock[] | null | undefined)
    : page.slug === HOME_PAGE_SLUG
      ? (page.layout ?? [])
      : (page.layout ?? []).map(withoutHomeSettings)
  const url = pageUrl(locale, competitor ? `/alternative/${competitor.slug}` : pagePath(page.slug))
  const structuredData = await structuredDataOf({ page, blocks, context, url })
  return (
    <>
      <PageMessages locale={locale} namespaces={CLIENT_NAMESPACES}>
        <RenderBlocks blocks={blocks} context={context} />
      </PageMessages>
      <JsonLd data={graph([organization(settings), ...structuredData])} />
    </>
  )
}
