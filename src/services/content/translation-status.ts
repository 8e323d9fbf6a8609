import type { Payload, Where } from 'payload'

import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../config/locales'
import {
  TRANSLATED_ENTITIES,
  type TranslatedEntity,
  type TranslatedSlug,
  type TranslationStatus,
} from '../../config/translation'
import type { User } from '../../payload-types'
import { canTranslateInto } from '../../access/translation'
import { allowedLocalesOf, isLocaleLimited } from '../../config/roles'
import { modelConfigFromEnv } from '../answers/model-client'

/**
 * Where each document stands in each locale (issue 23 item 6), from Payload's own records:
 *
 * - **missing**: the locale has no text of its own (its presence field is empty in the published
 *   row and in the latest version), whatever its status says — a publish of every locale marks an
 *   empty one "published", yet visitors would read English there.
 * - **draft**: the locale has text, but its per-locale status in the published row is not
 *   `published` (never published, or unpublished).
 * - **published**: the published row has the locale's text with status `published`, and English
 *   was last published no later than this locale.
 * - **outdated**: as published, but English was last published after this locale.
 *
 * "Last published" of a locale is read from the versions table: walking a document's versions
 * oldest first (snapshots left out — they record the draft state next to a single-locale
 * publish), a version publishes locale L when its status for L is `published` and either the
 * version before it did not have L published, or the version was a publish of L alone
 * (`publishedLocale = L`). Editing in the admin autosaves a draft (status `draft` for the edited
 * locale) before Publish, so every edit-then-publish of a locale is a transition and counts, while
 * a "publish all" after an English edit does not count as a new French publication — French then
 * reads as outdated, which is the point. Categories have no versions: published or missing.
 */
export type TranslationStatusRow = {
  entity: TranslatedSlug
  kind: 'collection' | 'global'
  /** The document id (collections); null for a global. */
  id: string | null
  /** The document's English title (collections); the view names a global by its slug. */
  title: string
  locale: Locale
  status: TranslationStatus
  /** The locale's text is a machine draft no person has published yet. */
  machineDrafted: boolean
  localePublishedAt: string | null
  englishPublishedAt: string | null
  /** The admin editor of this document in this locale. */
  editUrl: string
  /** "Draft from English" applies (a drafted entity, a locale other than English). */
  draftable: boolean
}

export type TranslationStatusQuery = {
  collection?: TranslatedSlug
  locale?: Locale
  status?: TranslationStatus
  page: number
  limit: number
}

export type TranslationStatusPage = {
  rows: TranslationStatusRow[]
  totalDocs: number
  page: number
  limit: number
  totalPages: number
  /** Whether a model is configured for "Draft from English". */
  modelConfigured: boolean
}

type PerLocale<T> = Partial<Record<string, T>>
type Doc = Record<string, unknown>
type VersionRow = {
  parent?: unknown
  updatedAt?: string
  createdAt?: string
  publishedLocale?: string | null
  snapshot?: boolean | null
  version?: Doc
}

const at = (data: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value as Doc | undefined)?.[key], data)

const perLocale = <T>(value: unknown): PerLocale<T> =>
  value && typeof value === 'object' ? (value as PerLocale<T>) : {}

const hasText = (value: unknown) => typeof value === 'string' && value.trim().length > 0

/** A select object for a dotted path (`hero.headline` → `{ hero: { headline: true } }`). */
const selectOf = (path: string): Doc =>
  path
    .split('.')
    .reverse()
    .reduce<Doc | true>((inner, key) => ({ [key]: inner }), true) as Doc

const mergeSelect = (...selects: Doc[]): Doc => {
  const out: Doc = {}
  for (const select of selects) {
    for (const [key, value] of Object.entries(select)) {
      out[key] = value === true || out[key] === true ? true : mergeSelect((out[key] as Doc) ?? {}, value as Doc)
    }
  }
  return out
}

const byTime = (a: VersionRow, b: VersionRow) =>
  String(a.updatedAt ?? a.createdAt).localeCompare(String(b.updatedAt ?? b.createdAt))

/** When each locale was last published, from a document's versions (see above). */
export const lastPublications = (versions: readonly VersionRow[]): PerLocale<string> => {
  const publishedAt: PerLocale<string> = {}
  const previous: PerLocale<unknown> = {}
  for (const version of [...versions].filter((row) => !row.snapshot).sort(byTime)) {
    const status = perLocale<unknown>(version.version?._status)
    for (const locale of LOCALES) {
      const isPublished = status[locale] === 'published'
      if (isPublished && (previous[locale] !== 'published' || version.publishedLocale === locale)) {
        publishedAt[locale] = version.updatedAt ?? version.createdAt
      }
      previous[locale] = status[locale]
    }
  }
  return publishedAt
}

type DocState = {
  id: string | null
  title: string
  /** The published row (status and presence per locale). */
  published: Doc
  /** The latest version (what the editor opens), or the row itself for undrafted entities. */
  latest: Doc
  versions: VersionRow[]
}

const statusOf = (entity: TranslatedEntity, state: DocState, locale: Locale, times: PerLocale<string>) => {
  const publishedText = hasText(perLocale(at(state.published, entity.presence))[locale])
  const latestText = hasText(perLocale(at(state.latest, entity.presence))[locale])
  if (!entity.drafted) return publishedText ? 'published' : 'missing'
  const isPublished = publishedText && perLocale(state.published._status)[locale] === 'published'
  if (isPublished) {
    const english = times[DEFAULT_LOCALE]
    const own = times[locale]
    return locale !== DEFAULT_LOCALE && english && own && english > own ? 'outdated' : 'published'
  }
  return publishedText || latestText ? 'draft' : 'missing'
}

const editUrl = (entity: TranslatedEntity, id: string | null, locale: Locale) =>
  entity.kind === 'global'
    ? `/admin/globals/${entity.slug}?locale=${locale}`
    : `/admin/collections/${entity.slug}/${id}?locale=${locale}`

const rowsOf = (
  entity: TranslatedEntity,
  state: DocState,
  locales: readonly Locale[],
  user: User,
): TranslationStatusRow[] => {
  const times = entity.drafted ? lastPublications(state.versions) : {}
  return locales.map((locale) => ({
    entity: entity.slug,
    kind: entity.kind,
    id: state.id,
    title: state.title,
    locale,
    status: statusOf(entity, state, locale, times),
    machineDrafted: perLocale<boolean>(state.latest.machineDrafted)[locale] === true,
    localePublishedAt: times[locale] ?? null,
    englishPublishedAt: times[DEFAULT_LOCALE] ?? null,
    editUrl: editUrl(entity, state.id, locale),
    draftable: entity.drafted && locale !== DEFAULT_LOCALE && canTranslateInto(user, locale),
  }))
}

type Caller = { payload: Payload; user: User }

/**
 * How the version history is read. Versions hold every locale, which a translator may not read as
 * such (readsDrafts): for one, the history is read by the server, and only what it says of her own
 * locales leaves it (her rows: `boardLocales`), with the English publication time that makes a
 * translation outdated — never any text.
 */
const versionReader = (user: User) =>
  isLocaleLimited(user) ? { overrideAccess: true as const } : { overrideAccess: false as const, user }

/** The locales a reader's board lists: a translator's own (issue 34 item 6), everyone else's all 14. */
export const boardLocales = (user: User): readonly Locale[] =>
  isLocaleLimited(user) ? LOCALES.filter((locale) => allowedLocalesOf(user).includes(locale)) : LOCALES

const VERSION_FIELDS = { parent: true, updatedAt: true, createdAt: true, publishedLocale: true, snapshot: true }

/**
 * What a translator's read in every locale leaves out: documents published in none (access keeps
 * an unpublished locale from her, and `all` is not one of hers). Read as her in her own language,
 * where she reads drafts: each is listed by her language's title (never English draft text), with
 * no published row; its versions, read as the others', give her language's state.
 */
const neverPublished = async (
  { payload, user }: Caller,
  entity: TranslatedEntity,
  title: string,
  found: readonly Doc[],
): Promise<(Doc & { id: number | string })[]> => {
  if (!entity.drafted || !isLocaleLimited(user)) return []
  const own = boardLocales(user)[0]
  if (!own) return []
  const { docs } = await payload.find({
    collection: entity.slug as 'posts',
    locale: own,
    fallbackLocale: false,
    depth: 0,
    pagination: false,
    draft: true,
    where: { id: { not_in: found.map((doc) => doc.id as number) } },
    select: selectOf(title) as never,
    overrideAccess: false,
    user,
  })
  return (docs as unknown as (Doc & { id: number | string })[]).map((doc) => {
    const text = at(doc, title)
    return { id: doc.id, ...(hasText(text) ? selectOfValue(title, { [own]: text }) : {}) }
  })
}

/** `{ hero: { headline: value } }` for `hero.headline`. */
const selectOfValue = (path: string, value: unknown): Doc =>
  path
    .split('.')
    .reverse()
    .reduce<unknown>((inner, key) => ({ [key]: inner }), value) as Doc

const collectionStates = async ({ payload, user }: Caller, entity: TranslatedEntity): Promise<DocState[]> => {
  const fields = mergeSelect(selectOf(entity.presence), entity.drafted ? { _status: true, machineDrafted: true } : {})
  const title = 'title' in entity ? entity.title : entity.presence
  const { docs: found } = await payload.find({
    collection: entity.slug as 'posts',
    locale: 'all',
    depth: 0,
    pagination: false,
    draft: false,
    select: mergeSelect(fields, selectOf(title)) as never,
    overrideAccess: false,
    user,
  })
  const docs = [
    ...(found as unknown as (Doc & { id: number | string })[]),
    ...(await neverPublished({ payload, user }, entity, title, found as unknown as Doc[])),
  ]
  if (!docs.length) return []
  const versions: VersionRow[] = []
  if (entity.drafted) {
    const where: Where = { parent: { in: docs.map((doc) => doc.id) } }
    const history = await payload.findVersions({
      collection: entity.slug as 'posts',
      locale: 'all',
      depth: 0,
      pagination: false,
      where,
      select: { ...VERSION_FIELDS, version: fields } as never,
      ...versionReader(user),
    })
    versions.push(...(history.docs as unknown as VersionRow[]))
  }
  return docs.map((doc) => {
    const own = versions.filter((version) => String(version.parent) === String(doc.id))
    const latest =
      [...own]
        .filter((row) => row.version)
        .sort(byTime)
        .at(-1)?.version ?? doc
    const titles = perLocale<string>(at(doc, title))
    return {
      id: String(doc.id),
      title: titles[DEFAULT_LOCALE] ?? titles[Object.keys(titles)[0] ?? ''] ?? String(at(doc, title) ?? doc.id),
      published: doc,
      latest,
      versions: own,
    }
  })
}

const globalState = async ({ payload, user }: Caller, entity: TranslatedEntity): Promise<DocState> => {
  const fields = mergeSelect(selectOf(entity.presence), { _status: true, machineDrafted: true })
  const published = (await payload.findGlobal({
    slug: entity.slug as 'pricing',
    locale: 'all',
    depth: 0,
    draft: false,
    select: fields as never,
    overrideAccess: false,
    user,
  })) as unknown as Doc
  const { docs } = await payload.findGlobalVersions({
    slug: entity.slug as 'pricing',
    locale: 'all',
    depth: 0,
    pagination: false,
    select: { ...VERSION_FIELDS, version: fields } as never,
    ...versionReader(user),
  })
  const versions = docs as unknown as VersionRow[]
  return {
    id: null,
    title: entity.slug,
    published,
    latest: [...versions].sort(byTime).at(-1)?.version ?? published,
    versions,
  }
}

/** Every row of one entity, for the given locales. */
const entityRows = async (caller: Caller, entity: TranslatedEntity, locales: readonly Locale[]) => {
  const states = entity.kind === 'global' ? [await globalState(caller, entity)] : await collectionStates(caller, entity)
  return states
    .sort((a, b) => a.title.localeCompare(b.title))
    .flatMap((state) => rowsOf(entity, state, locales, caller.user))
}

/**
 * GET /api/translation-status: document × locale rows, filtered and paginated. Read as the
 * caller (an editor or admin): Payload's access decides which documents and versions they see.
 */
export const translationStatus = async ({
  payload,
  user,
  query,
}: Caller & { query: TranslationStatusQuery }): Promise<TranslationStatusPage> => {
  const entities = TRANSLATED_ENTITIES.filter((entity) => !query.collection || entity.slug === query.collection)
  const mine = boardLocales(user)
  const locales = query.locale ? mine.filter((locale) => locale === query.locale) : mine
  const all: TranslationStatusRow[] = []
  for (const entity of entities) all.push(...(await entityRows({ payload, user }, entity, locales)))
  const rows = query.status ? all.filter((row) => row.status === query.status) : all
  const totalPages = Math.max(1, Math.ceil(rows.length / query.limit))
  const page = Math.min(query.page, totalPages)
  return {
    rows: rows.slice((page - 1) * query.limit, page * query.limit),
    totalDocs: rows.length,
    page,
    limit: query.limit,
    totalPages,
    modelConfigured: modelConfigFromEnv() !== null,
  }
}
