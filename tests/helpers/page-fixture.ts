import { sampleRichText } from './factories'

/** The words of the every-block fixture page in one language; each must show on the rendered page. */
export type PageWords = {
  headline: string
  benefit: string
  feature: string
  step: string
  offer: string
  comparisonRow: string
  testimonials: string
  faq: string
  contact: string
  cta: string
  richText: string
  caption: string
}

export const PAGE_WORDS: Record<'en' | 'fr', PageWords> = {
  en: {
    headline: 'Ace exam season',
    benefit: 'Plans for every subject',
    feature: 'Flashcards from notes',
    step: 'Pick your exams',
    offer: 'Exam season offer',
    comparisonRow: 'Revision planner',
    testimonials: 'Students before their exams',
    faq: 'Exam questions answered',
    contact: 'Ask us at {email} before your exam',
    cta: 'Start revising tonight',
    richText: 'Revise a little every day.',
    caption: 'A week of revision',
  },
  fr: {
    headline: 'Réussissez vos examens',
    benefit: 'Des plans pour chaque matière',
    feature: 'Des fiches à partir de vos notes',
    step: 'Choisissez vos examens',
    offer: 'Offre spéciale examens',
    comparisonRow: 'Planning de révision',
    testimonials: 'Les étudiants avant leurs examens',
    faq: 'Vos questions sur les examens',
    contact: 'Écrivez-nous à {email} avant votre examen',
    cta: 'Commencez à réviser ce soir',
    richText: 'Révisez un peu chaque jour.',
    caption: 'Une semaine de révision',
  },
}

/** A page with every block type, in one language's words; `mediaId` is an uploaded image. */
export const everyBlockLayout = (words: PageWords, mediaId: number) => [
  {
    blockType: 'hero',
    flashSaleLabel: 'Sale',
    ratingText: '{rating}/5 ({count})',
    headline: words.headline,
    competitorHeadline: `${words.headline} — {competitor}`,
    subheadline: 'From {weeklyPrice} a week',
    benefits: [{ text: words.benefit }],
    cta: { type: 'custom', url: '/signup', label: 'Try it' },
    platformsLabel: 'Canvas and more',
    demo: { question: 'Solve $x + 1 = 2$', steps: [{ text: 'Subtract 1' }], answer: '$x = 1$', verifiedLabel: 'OK' },
  },
  {
    blockType: 'features',
    title: 'Features',
    items: [
      { icon: 'ask', title: words.feature, description: 'Only {weeklyPrice}.' },
      { icon: 'languages', title: 'Languages', description: 'Many.' },
    ],
  },
  { blockType: 'howItWorks', title: 'Steps', steps: [{ title: words.step, text: 'One.' }] },
  { blockType: 'offer', heading: words.offer },
  {
    blockType: 'comparison',
    heading: 'Compared',
    competitorHeading: 'Versus {competitor}',
    featureLabel: 'Feature',
    otherLabel: 'Others',
    rows: [{ feature: words.comparisonRow, studify: 'Yes', other: 'No' }],
    competitorNote: 'About {competitor}.',
  },
  { blockType: 'testimonials', heading: words.testimonials, subtitle: 'Reviews' },
  { blockType: 'faq', title: words.faq, contactText: words.contact },
  {
    blockType: 'callToAction',
    heading: words.cta,
    text: 'Now.',
    link: { type: 'custom', url: '/signup', label: 'Go' },
  },
  { blockType: 'richText', content: sampleRichText(words.richText) },
  { blockType: 'media', media: mediaId, caption: words.caption },
]
