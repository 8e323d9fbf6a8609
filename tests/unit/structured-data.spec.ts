import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { PLANS } from '@/config/plans'
import { absoluteUrl, pageUrl } from '@/lib/absolute-url'
import { initials } from '@/lib/initials'
import { richTextQuestions } from '@/lib/rich-text-questions'
import { article, comparisonPage, LOGO, organization, planOffers, product } from '@/lib/structured-data'
import type { SiteSetting } from '@/payload-types'

const ORIGIN = 'https://studify.example'
let previous: string | undefined
beforeEach(() => {
  previous = process.env.NEXT_PUBLIC_SERVER_URL
  process.env.NEXT_PUBLIC_SERVER_URL = `${ORIGIN}/`
})
afterEach(() => {
  process.env.NEXT_PUBLIC_SERVER_URL = previous
})

const settings = {
  id: 1,
  siteName: 'Studify',
  supportEmail: 'support@studify.app',
  socials: [{ platform: 'x', url: 'https://x.com/studifyapp' }],
  claims: { ratingValue: 4.8, ratingCount: 1250 },
  seo: { description: 'AI study assistant' },
} as unknown as SiteSetting

describe('absoluteUrl', () => {
  it.each([
    ['/blog/x', `${ORIGIN}/blog/x`],
    ['logo.png', `${ORIGIN}/logo.png`],
    // Payload's media URLs already carry the origin: never prefixed twice.
    [`${ORIGIN}/api/media/file/a.png`, `${ORIGIN}/api/media/file/a.png`],
    ['https://cdn.example/a.png', 'https://cdn.example/a.png'],
  ])('%s → %s', (input, expected) => {
    expect(absoluteUrl(input)).toBe(expected)
  })

  it('pageUrl adds the locale prefix', () => {
    expect(pageUrl('fr', '/pricing')).toBe(`${ORIGIN}/fr/pricing`)
    expect(pageUrl('en', '/')).toBe(`${ORIGIN}/`)
  })
})

describe('structured data', () => {
  it('the organization has a raster logo of at least 112 px', () => {
    const node = organization(settings)
    expect(node.logo).toEqual({ '@type': 'ImageObject', url: `${ORIGIN}/logo.png`, width: 512, height: 512 })
    expect(LOGO.width).toBeGreaterThanOrEqual(112)
  })

  it('offers carry the catalogue prices and billing periods', () => {
    const offers = planOffers('en', { free: 'Free', weekly_trial: 'Trial', weekly: 'Weekly', semester: 'Semester' })
    expect(offers.map((offer) => offer.price)).toEqual([
      '0.00',
      (PLANS.weekly_trial.trialPriceCents / 100).toFixed(2),
      (PLANS.weekly.priceCents / 100).toFixed(2),
      (PLANS.semester.priceCents / 100).toFixed(2),
    ])
    expect(offers.every((offer) => offer.priceCurrency === 'USD' && offer.url === `${ORIGIN}/pricing`)).toBe(true)
    expect(offers[2]!.priceSpecification).toMatchObject({ billingDuration: 'P1W' })
    expect(offers[3]!.priceSpecification).toMatchObject({ billingDuration: 'P3M' })
  })

  it('the product rating has both counts', () => {
    const node = product({
      settings,
      locale: 'en',
      url: `${ORIGIN}/`,
      reviewCount: 9,
      planNames: { free: 'Free', weekly_trial: 'Trial', weekly: 'Weekly', semester: 'Semester' },
    })
    expect(node.aggregateRating).toMatchObject({ ratingValue: 4.8, ratingCount: 1250, reviewCount: 9 })
  })

  it('an article image from Payload keeps one origin; without one it is the site image', () => {
    const base = { locale: 'fr' as const, url: `${ORIGIN}/fr/blog/x`, headline: 'x' }
    expect(article({ ...base, image: `${ORIGIN}/api/media/file/x-1200x630.png` }).image).toBe(
      `${ORIGIN}/api/media/file/x-1200x630.png`,
    )
    expect(article({ ...base, image: null }).image).toBe(`${ORIGIN}/og/studify.png`)
  })

  it('a competitor page is a WebPage whose list names both products on every row', () => {
    const node = comparisonPage({
      locale: 'en',
      url: `${ORIGIN}/alternative/chegg`,
      name: 'Chegg alternative',
      competitorName: 'Chegg',
      heading: 'Why students switch from Chegg',
      rows: [{ feature: 'Price', studify: '$4.99 a week', competitor: 'Monthly subscription' }],
    })
    expect(node['@type']).toBe('WebPage')
    expect(node.mainEntity).toMatchObject({
      itemListElement: [{ position: 1, name: 'Price', description: expect.stringContaining('Chegg: Monthly') }],
    })
  })
})

const doc = (...children: object[]) => ({ root: { type: 'root', children } })
const heading = (text: string) => ({ type: 'heading', tag: 'h2', children: [{ type: 'text', text }] })
const paragraph = (text: string) => ({ type: 'paragraph', children: [{ type: 'text', text }] })

describe('richTextQuestions', () => {
  it('reads "## Question?" headings and the paragraphs under them', () => {
    expect(richTextQuestions(doc(heading('Refunds?'), paragraph('Within 3 days.'), paragraph('In full.')))).toEqual([
      { question: 'Refunds?', answer: 'Within 3 days.\n\nIn full.' },
    ])
    expect(richTextQuestions(doc(heading('هل يمكنني استرداد المبلغ؟'), paragraph('نعم.')))).toHaveLength(1)
  })

  it('is null for a document that is not all questions with answers', () => {
    expect(richTextQuestions(doc(paragraph('Intro'), heading('Why?'), paragraph('Because.')))).toBeNull()
    expect(richTextQuestions(doc(heading('How payouts work'), paragraph('Mondays.')))).toBeNull()
    expect(richTextQuestions(doc(heading('Why?')))).toBeNull()
    expect(richTextQuestions(null)).toBeNull()
  })
})

describe('initials', () => {
  it.each([
    ['Emily R.', 'ER'],
    ['Marcus T.', 'MT'],
    ['Priya', 'P'],
    ['  jean-luc  picard ', 'JP'],
    ['محمد علي', 'مع'],
  ])('%s → %s', (name, expected) => {
    expect(initials(name)).toBe(expected)
  })
})
