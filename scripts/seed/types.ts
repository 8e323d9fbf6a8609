export type MarkdownBlocks = string[]

export type CategorySeed = { slug: string; title: string; description: string }
export type HelpCategorySeed = { slug: string; order: number; name: string; description: string }
export type HelpArticleSeed = {
  slug: string
  category: string
  order: number
  title: string
  summary: string
  content: MarkdownBlocks
}
export type PostSeed = {
  slug: string
  publishedAt: string
  heroImage: string
  heroImageAlt: string
  title: string
  excerpt: string
  /** The slug of the post's category (categories.json). */
  category: string
  author: string
  seo: { title: string; description: string; keywords: string }
  contentBeforeOffer: MarkdownBlocks
  contentAfterOffer: MarkdownBlocks
}
export type CompetitorSeed = {
  slug: string
  displayName: string
  order: number
  showInFooter: boolean
  seoTitle: string
  seoDescription: string
  seoKeywords: string
  comparison: string
  comparisonRows: Array<{ feature: string; studify: string; competitor: string }>
}
export type TestimonialSeed = {
  order: number
  name: string
  school: string
  date: string
  platform: 'twitter' | 'google' | 'trustpilot'
  rating: number
  content: string
}
export type FaqSeed = { order: number; question: string; answer: string }
export type LegalPageSeed = { lastUpdated: string; title: string; content: MarkdownBlocks }
export type LegalSeed = { terms: LegalPageSeed; privacy: LegalPageSeed; cookies: LegalPageSeed }
/** A marketing page (the home page is `home`): its blocks as the Pages collection stores them. */
export type PageSeed = { slug: string; title: string; layout: Array<{ blockType: string } & Record<string, unknown>> }
