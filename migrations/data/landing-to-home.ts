import type { Payload, PayloadRequest } from 'payload'

import { LOCALES, type Locale } from '../../src/config/locales'
import { HOME_PAGE_SLUG } from '../../src/config/pages'
import { TRIAL_CHECKOUT_PATH } from '../../src/config/plans'
import { seededLayout } from '../../scripts/seed/pages'
import type { PageSeed } from '../../scripts/seed/types'
import ar from '../../scripts/seed/data/ar/pages.json'
import cs from '../../scripts/seed/data/cs/pages.json'
import de from '../../scripts/seed/data/de/pages.json'
import en from '../../scripts/seed/data/en/pages.json'
import es from '../../scripts/seed/data/es/pages.json'
import fr from '../../scripts/seed/data/fr/pages.json'
import hi from '../../scripts/seed/data/hi/pages.json'
import it from '../../scripts/seed/data/it/pages.json'
import ja from '../../scripts/seed/data/ja/pages.json'
import ko from '../../scripts/seed/data/ko/pages.json'
import pt from '../../scripts/seed/data/pt/pages.json'
import ru from '../../scripts/seed/data/ru/pages.json'
import sk from '../../scripts/seed/data/sk/pages.json'
import zh from '../../scripts/seed/data/zh/pages.json'

/**
 * Issue 24: the Landing global became the home page, a `pages` document. Databases seeded before
 * keep what editors wrote there: the migration that drops the global's tables first reads them
 * (raw SQL, the same on both engines) and writes the home page from them, each language published
 * where the global was. The words that used to be in the message files (How it works, the section
 * titles, the comparison's labels…) come from the seed, as a new database gets them.
 */
type Row = Record<string, unknown>
export type LandingTables = { main: Row[]; locales: Row[]; benefits: Row[]; features: Row[]; rows: Row[] }
type Block = PageSeed['layout'][number]

const SEEDS = { ar, cs, de, en, es, fr, hi, it, ja, ko, pt, ru, sk, zh } as Record<Locale, PageSeed[]>

const FEATURE_ICONS = ['ask', 'screenshot', 'rightClick', 'followUps', 'languages'] as const

const text = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : undefined)

const ofLocale = (rows: Row[], locale: Locale) =>
  rows.filter((row) => row._locale === locale).sort((a, b) => Number(a._order) - Number(b._order))

/** The sale end as the page stores it (ISO), from SQLite's text or PostgreSQL's timestamp. */
const isoDate = (value: unknown): string | null => {
  if (value === null || value === undefined || value === '') return null
  const date = value instanceof Date ? value : new Date(String(value))
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}

/** One locale of the home page from one locale of the Landing global, or null when it had none. */
export const homeFromLanding = (
  tables: LandingTables,
  locale: Locale,
): { title: string; layout: Block[]; published: boolean } | null => {
  const own = tables.locales.find((row) => row._locale === locale)
  if (!own) return null
  const seed = (SEEDS[locale] ?? SEEDS.en).find((page) => page.slug === HOME_PAGE_SLUG)!
  const saleEndsAt = isoDate(tables.main[0]?.hero_sale_ends_at)
  const benefits = ofLocale(tables.benefits, locale).map((row) => ({ text: String(row.text) }))
  const features = ofLocale(tables.features, locale).map((row, index) => ({
    icon: FEATURE_ICONS[Math.min(index, FEATURE_ICONS.length - 1)],
    title: String(row.title),
    description: String(row.description),
  }))
  const rows = ofLocale(tables.rows, locale).map((row) => ({
    feature: String(row.feature),
    studify: String(row.studify),
    other: String(row.chatbot),
  }))
  const layout = seededLayout(seed.layout, saleEndsAt ?? '').map((block): Block => {
    switch (block.blockType) {
      case 'hero':
        return {
          ...block,
          saleEndsAt,
          flashSaleLabel: text(own.hero_flash_sale_label) ?? block.flashSaleLabel,
          ratingText: text(own.hero_rating_text) ?? block.ratingText,
          headline: text(own.hero_headline) ?? block.headline,
          competitorHeadline: text(own.hero_competitor_headline) ?? block.competitorHeadline,
          subheadline: text(own.hero_subheadline) ?? block.subheadline,
          benefits: benefits.length ? benefits : block.benefits,
          cta: { type: 'custom', url: TRIAL_CHECKOUT_PATH, label: text(own.hero_cta_label) ?? (block.cta as Row).label },
        }
      case 'features':
        return { ...block, items: features.length ? features : block.items }
      case 'comparison':
        return { ...block, heading: text(own.comparison_heading) ?? block.heading, rows: rows.length ? rows : block.rows }
      case 'callToAction':
        return {
          ...block,
          heading: text(own.final_cta_heading) ?? block.heading,
          text: text(own.final_cta_text) ?? block.text,
          link: {
            type: 'custom',
            url: TRIAL_CHECKOUT_PATH,
            label: text(own.final_cta_button_label) ?? (block.link as Row).label,
          },
        }
      default:
        return block
    }
  }) as Block[]
  return { title: seed.title, layout, published: own._status === 'published' }
}

/** Reads every table of the Landing global (a `SELECT *` each, through the engine's own driver). */
export const readLandingTables = async (read: (table: string) => Promise<Row[]>): Promise<LandingTables> => ({
  main: await read('landing'),
  locales: await read('landing_locales'),
  benefits: await read('landing_hero_benefits'),
  features: await read('landing_features'),
  rows: await read('landing_comparison_rows'),
})

/**
 * Writes the home page from the Landing global's tables, inside the migration's transaction.
 * Nothing when the global was never written (a new database: the seed makes the home page) or a
 * home page already exists. Returns the locales written.
 */
export const convertLandingToHome = async ({
  payload,
  req,
  tables,
  slug = HOME_PAGE_SLUG,
}: {
  payload: Payload
  req: Partial<PayloadRequest>
  tables: LandingTables
  /** The home page's; another in tests, whose database already has a home page. */
  slug?: string
}): Promise<Locale[]> => {
  if (tables.locales.length === 0) return []
  const existing = await payload.find({
    collection: 'pages',
    where: { slug: { equals: slug } },
    trash: true,
    limit: 1,
    depth: 0,
    req,
  })
  if (existing.docs.length > 0) return []
  const written: Locale[] = []
  let id: number | string | null = null
  // English first: the document is created in it (its title is required there).
  for (const locale of LOCALES) {
    const home = homeFromLanding(tables, locale)
    if (!home) continue
    const data = { title: home.title, layout: home.layout, _status: home.published ? 'published' : 'draft' } as never
    const common = { locale, draft: !home.published, depth: 0, req, context: { disableRevalidate: true } } as const
    if (id === null) {
      const created = await payload.create({
        collection: 'pages',
        ...common,
        data: { ...(data as object), slug } as never,
      })
      id = created.id
    } else {
      await payload.update({ collection: 'pages', id, ...common, data })
    }
    written.push(locale)
  }
  return written
}
