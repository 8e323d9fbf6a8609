/**
 * What the translation-status view lists and how a machine draft is asked for (issue 23 item 6).
 * One table: the service, the endpoint's validation and the admin view all read it.
 */
export const TRANSLATION_STATUSES = ['published', 'draft', 'missing', 'outdated'] as const
export type TranslationStatus = (typeof TRANSLATION_STATUSES)[number]

type Entity = {
  /** The collection or global slug. */
  slug: string
  kind: 'collection' | 'global'
  /**
   * The localized text whose presence in a locale means that locale has a translation at all
   * (a dotted path). English always has it (it is required there).
   */
  presence: string
  /** The field naming a document in the list (collections). */
  title?: string
  /** Drafted (versions with per-locale status). Categories are not: a translation is live once saved. */
  drafted: boolean
}

export const TRANSLATED_ENTITIES = [
  { slug: 'posts', kind: 'collection', presence: 'title', title: 'title', drafted: true },
  { slug: 'help-articles', kind: 'collection', presence: 'title', title: 'title', drafted: true },
  { slug: 'competitors', kind: 'collection', presence: 'seoTitle', title: 'displayName', drafted: true },
  { slug: 'pages', kind: 'collection', presence: 'title', title: 'title', drafted: true },
  { slug: 'categories', kind: 'collection', presence: 'title', title: 'title', drafted: false },
  { slug: 'pricing', kind: 'global', presence: 'heading', drafted: true },
  { slug: 'legal', kind: 'global', presence: 'terms.title', drafted: true },
  { slug: 'seo-routes', kind: 'global', presence: 'pricing.title', drafted: true },
] as const satisfies readonly Entity[]

export type TranslatedEntity = (typeof TRANSLATED_ENTITIES)[number]
export type TranslatedSlug = TranslatedEntity['slug']
export const TRANSLATED_SLUGS = TRANSLATED_ENTITIES.map((entity) => entity.slug) as [
  TranslatedSlug,
  ...TranslatedSlug[],
]

/** Entities a machine draft can be made for: the drafted ones (a draft needs versions). */
export const DRAFTABLE_SLUGS = TRANSLATED_ENTITIES.filter((entity) => entity.drafted).map((entity) => entity.slug) as [
  TranslatedSlug,
  ...TranslatedSlug[],
]

export const entityOf = (slug: string): TranslatedEntity | undefined =>
  TRANSLATED_ENTITIES.find((entity) => entity.slug === slug)

/** Rows (document × locale) per page of the status view. */
export const TRANSLATION_STATUS_PAGE_SIZE = 50
export const TRANSLATION_STATUS_MAX_PAGE_SIZE = 200

/**
 * A long article is a few thousand words: the model gets time to answer all of it, and texts go
 * in batches so one reply never has to carry the whole document.
 */
export const TRANSLATION_MODEL_TIMEOUTS = { firstByteMs: 30_000, totalMs: 180_000 }
export const TRANSLATION_BATCH_CHARACTERS = 6_000
export const TRANSLATION_MAX_TOKENS = 8_000

/** Set by "Draft from English" on the request it saves with; nothing else sets the machine-drafted mark. */
export const MACHINE_DRAFT_CONTEXT = 'machineDraft'
