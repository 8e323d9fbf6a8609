import type { Locale } from '../config/locales'
import { CURRENCY, PLANS } from '../config/plans'
import type { SiteSetting } from '../payload-types'
import { absoluteUrl, pageUrl } from './absolute-url'
import { OG_IMAGE } from './seo'

/**
 * schema.org nodes for the site's JSON-LD. Every URL goes through `absoluteUrl`, every price comes
 * from the plan catalogue. Pages combine nodes with `graph()`; nodes refer to the organization by
 * its `@id`, so each graph that uses it includes `organization()`.
 */
export type LdNode = Record<string, unknown>

/** A raster logo (Google needs at least 112 × 112 px; SVG is not accepted). */
export const LOGO = { url: '/logo.png', width: 512, height: 512 }

const organizationId = () => absoluteUrl('/#organization')

export const graph = (nodes: LdNode[]): LdNode => ({ '@context': 'https://schema.org', '@graph': nodes })

export const organization = (settings: SiteSetting): LdNode => ({
  '@type': 'Organization',
  '@id': organizationId(),
  name: settings.siteName,
  url: absoluteUrl('/'),
  logo: { '@type': 'ImageObject', url: absoluteUrl(LOGO.url), width: LOGO.width, height: LOGO.height },
  email: settings.supportEmail,
  sameAs: settings.socials?.map((social) => social.url) ?? [],
})

const PLANS_ON_SALE = ['free', 'weekly_trial', 'weekly', 'semester'] as const
/** Plan names in the page language, keyed by the catalogue's plan ids. */
export type PlanNames = Record<(typeof PLANS_ON_SALE)[number], string>

/** The names of the plans on sale, from a translator of the `plans` messages. */
export const planNames = (translate: (plan: (typeof PLANS_ON_SALE)[number]) => string): PlanNames =>
  Object.fromEntries(PLANS_ON_SALE.map((plan) => [plan, translate(plan)])) as PlanNames

const amount = (cents: number) => (cents / 100).toFixed(2)
const priceCurrency = CURRENCY.toUpperCase()

/** One Offer per plan on sale, with the catalogue's amounts and billing periods (ISO 8601). */
export const planOffers = (locale: Locale, names: PlanNames): LdNode[] => {
  const url = pageUrl(locale, '/pricing')
  const recurring = (cents: number, billingDuration: string) => ({
    '@type': 'UnitPriceSpecification',
    price: amount(cents),
    priceCurrency,
    billingDuration,
  })
  const { free, weekly_trial: trial, weekly, semester } = PLANS
  return [
    { '@type': 'Offer', name: names.free, price: amount(free.priceCents), priceCurrency, url },
    {
      '@type': 'Offer',
      name: names.weekly_trial,
      price: amount(trial.trialPriceCents),
      priceCurrency,
      url,
      eligibleDuration: { '@type': 'QuantitativeValue', value: trial.trialHours, unitCode: 'HUR' },
    },
    {
      '@type': 'Offer',
      name: names.weekly,
      price: amount(weekly.priceCents),
      priceCurrency,
      url,
      priceSpecification: recurring(weekly.priceCents, `P${weekly.intervalCount}W`),
    },
    {
      '@type': 'Offer',
      name: names.semester,
      price: amount(semester.priceCents),
      priceCurrency,
      url,
      priceSpecification: recurring(semester.priceCents, `P${semester.intervalCount}M`),
    },
  ]
}

/** The product with its rating claim and the plans on sale (home and /pricing). */
export const product = ({
  settings,
  locale,
  url,
  reviewCount,
  planNames,
}: {
  settings: SiteSetting
  locale: Locale
  url: string
  /** Reviews published on the site (the testimonials); the rating count is the CMS claim. */
  reviewCount: number
  planNames: PlanNames
}): LdNode => ({
  '@type': 'Product',
  name: settings.siteName,
  description: settings.seo?.description ?? undefined,
  brand: { '@id': organizationId() },
  url,
  image: absoluteUrl(OG_IMAGE.url),
  aggregateRating: {
    '@type': 'AggregateRating',
    ratingValue: settings.claims.ratingValue,
    ratingCount: settings.claims.ratingCount,
    reviewCount,
    bestRating: 5,
    worstRating: 1,
  },
  offers: planOffers(locale, planNames),
})

export type QuestionAndAnswer = { question: string; answer: string }

export const faqPage = (items: QuestionAndAnswer[], url?: string): LdNode => ({
  '@type': 'FAQPage',
  ...(url ? { url } : {}),
  mainEntity: items.map((item) => ({
    '@type': 'Question',
    name: item.question,
    acceptedAnswer: { '@type': 'Answer', text: item.answer },
  })),
})

export const article = ({
  locale,
  url,
  headline,
  description,
  image,
  datePublished,
  dateModified,
  author,
  section,
}: {
  locale: Locale
  url: string
  headline: string
  description?: string | null
  /** Path or absolute URL; the site's social image when the article has none. */
  image?: string | null
  datePublished?: string
  dateModified?: string
  author?: string | null
  section?: string | null
}): LdNode => ({
  '@type': 'Article',
  headline,
  description: description ?? undefined,
  inLanguage: locale,
  url,
  mainEntityOfPage: url,
  image: absoluteUrl(image || OG_IMAGE.url),
  datePublished,
  dateModified,
  articleSection: section ?? undefined,
  author: author ? { '@type': 'Organization', name: author } : { '@id': organizationId() },
  publisher: { '@id': organizationId() },
})

export type ComparisonRow = { feature: string; studify: string; competitor: string }

/** A competitor page: a web page about Studify and the other product, with the comparison table. */
export const comparisonPage = ({
  locale,
  url,
  name,
  description,
  competitorName,
  heading,
  rows,
}: {
  locale: Locale
  url: string
  name: string
  description?: string | null
  competitorName: string
  heading: string
  rows: ComparisonRow[]
}): LdNode => ({
  '@type': 'WebPage',
  url,
  name,
  description: description ?? undefined,
  inLanguage: locale,
  publisher: { '@id': organizationId() },
  about: [
    { '@type': 'SoftwareApplication', name: 'Studify', applicationCategory: 'EducationalApplication' },
    { '@type': 'Thing', name: competitorName },
  ],
  mainEntity: {
    '@type': 'ItemList',
    name: heading,
    itemListElement: rows.map((row, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: row.feature,
      description: `Studify: ${row.studify} · ${competitorName}: ${row.competitor}`,
    })),
  },
})

/** The help centre index: the list of its articles. */
export const collectionPage = ({
  locale,
  url,
  name,
  items,
}: {
  locale: Locale
  url: string
  name: string
  items: Array<{ name: string; url: string; description?: string | null }>
}): LdNode => ({
  '@type': 'CollectionPage',
  url,
  name,
  inLanguage: locale,
  publisher: { '@id': organizationId() },
  mainEntity: {
    '@type': 'ItemList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: item.url,
      name: item.name,
      description: item.description ?? undefined,
    })),
  },
})
