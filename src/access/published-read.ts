import type {
  Access,
  CollectionBeforeOperationHook,
  CollectionBeforeReadHook,
  CollectionConfig,
  DatabaseAdapterObj,
  FlattenedField,
  GlobalAfterReadHook,
  GlobalBeforeOperationHook,
  GlobalConfig,
  GlobalSlug,
  PayloadRequest,
  Where,
} from 'payload'
import { QueryError } from 'payload'

import { allowedLocalesOf, CONTENT_ROLES, isLocaleLimited } from '../config/roles'
import { checkRole } from './check-role'
import { mayWriteLocale } from './editorial'

/**
 * The one rule for reading drafted content (issue 32): whoever does not write a locale reads only
 * what is published in it, whatever the query says. Visitors and students never get a draft
 * (`draft=true` is ignored for them), nor the text of a locale that is not published
 * (`locale=all`, a `fallback-locale`, a related document populated by `depth`). A translator
 * limited to some locales reads drafts of those and the published text of the others (the English
 * source included). Which documents match stays the read access's `_status` constraint
 * (editorial.ts); this module decides what text of a matching document leaves the server.
 */
type Reader = { role?: string | null; allowedLocales?: readonly string[] | null } | null | undefined

/** Whether `user` reads drafts in `locale` (`all`: only an account with every locale). */
export const readsDraftsIn = (user: Reader, locale: string | null | undefined): boolean =>
  checkRole(CONTENT_ROLES, user) && mayWriteLocale(user, locale)

/** The locales whose unpublished text `user` may read: `every` for content roles with all of them. */
const draftLocalesOf = (user: Reader): 'every' | ReadonlySet<string> => {
  if (!checkRole(CONTENT_ROLES, user)) return new Set()
  return isLocaleLimited(user) ? new Set(allowedLocalesOf(user)) : 'every'
}

type Row = Record<string, unknown>
const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value)

const isLocaleMap = (value: unknown, req: PayloadRequest): value is Row => {
  const codes = req.payload.config.localization ? req.payload.config.localization.localeCodes : []
  return isRow(value) && Object.keys(value).every((key) => codes.includes(key))
}

/**
 * Removes, in place, every locale's value that `keep` refuses from a raw document (all locales, as
 * the database adapter returns it before Payload picks the requested locale and its fallback).
 */
const dropLocales = (fields: FlattenedField[], row: Row, keep: (locale: string) => boolean, req: PayloadRequest) => {
  for (const field of fields) {
    const value = row[field.name]
    if (value === undefined || value === null || field.name === '_status') continue
    if (field.localized) {
      // A value already narrowed to one locale (a rich text's `root`, a group's fields) is left alone.
      if (isLocaleMap(value, req)) for (const locale of Object.keys(value)) if (!keep(locale)) delete value[locale]
      continue
    }
    if ((field.type === 'group' || field.type === 'tab') && isRow(value)) {
      dropLocales(field.flattenedFields, value, keep, req)
    } else if (field.type === 'array' && Array.isArray(value)) {
      for (const item of value) if (isRow(item)) dropLocales(field.flattenedFields, item, keep, req)
    } else if (field.type === 'blocks' && Array.isArray(value)) {
      for (const item of value) {
        if (!isRow(item)) continue
        const block =
          field.blocks.find(({ slug }) => slug === item.blockType) ??
          req.payload.config.blocks?.find(({ slug }) => slug === item.blockType)
        // A block we cannot describe could hold any locale's text: it does not leave.
        if (block) dropLocales(block.flattenedFields, item, keep, req)
        else for (const key of Object.keys(item)) if (key !== 'id' && key !== 'blockType') delete item[key]
      }
    }
  }
}

/**
 * Keeps a raw document's text only in the locales its reader may see: those published in it (its
 * own `_status`, so a version's status for a version) and, for a content role, its drafts'
 * locales. A document whose status was not read shows no localized text but the reader's drafts.
 */
const withReadableLocales = (fields: FlattenedField[], doc: unknown, req: PayloadRequest, overrideAccess?: boolean) => {
  // A read with access overridden is the server's own (the seed, the translation status), not a reader's.
  if (overrideAccess) return doc
  const drafts = draftLocalesOf(req.user as Reader)
  if (drafts === 'every' || !isRow(doc)) return doc
  const status = doc._status
  const published = (locale: string) => status === 'published' || (isRow(status) && status[locale] === 'published')
  dropLocales(fields, doc, (locale) => drafts.has(locale) || published(locale), req)
  return doc
}

/**
 * A filter or a sort is an oracle: which documents match `where[title.en][like]=…` tells the text
 * of English even when no English text is returned. Under `locale=all` Payload runs a filter on a
 * localized field and the access's `_status` constraint on the same locale's row, so both hold in
 * a locale the reader may read; a path that names its locale (`title.en`) escapes that. For a
 * reader who does not read every locale's drafts:
 * - a filter on a localized field in a named locale holds only where that locale is published
 *   (or is one of the reader's draft locales): `{title.en: …}` → `{and: [{title.en: …}, {_status.en: published}]}`;
 * - a filter through a relationship into another drafted collection's localized field, whose
 *   status this document's cannot vouch for, and a sort on a localized field under `locale=all`
 *   or in a named locale (its order would rank unpublished text) are refused as a bad query (400).
 */
type WhereNode = Record<string, unknown>

type PathInfo = { localized: boolean; locale?: string; throughDrafted?: boolean }

const isDrafted = (entity: { versions?: unknown }) =>
  typeof entity.versions === 'object' &&
  entity.versions !== null &&
  Boolean((entity.versions as { drafts?: unknown }).drafts)

/** What a filter or sort path reaches: a localized field, the locale it names, a drafted relation's text. */
const pathInfo = (fields: FlattenedField[], path: string, req: PayloadRequest): PathInfo => {
  const codes = req.payload.config.localization ? req.payload.config.localization.localeCodes : []
  const segments = path.split('.')
  let current = fields
  let localized = false
  let hopped = false
  for (let index = 0; index < segments.length; index++) {
    const field = current.find(({ name }) => name === segments[index])
    if (!field) return { localized }
    if (field.localized) {
      localized = true
      if (hopped) return { localized, throughDrafted: true }
      const next = segments[index + 1]
      if (next && codes.includes(next)) return { localized, locale: next }
    }
    if ('flattenedFields' in field && Array.isArray(field.flattenedFields)) current = field.flattenedFields
    else if (field.type === 'blocks') current = field.blocks.flatMap((block) => block.flattenedFields)
    else if ((field.type === 'relationship' || field.type === 'upload') && field.relationTo) {
      const targets = (Array.isArray(field.relationTo) ? field.relationTo : [field.relationTo]).map((slug) =>
        req.payload.config.collections.find((collection) => collection.slug === slug),
      )
      if (!targets.some((target) => target && isDrafted(target))) return { localized }
      hopped = true
      // `relation.value.field` for a relationship to several collections.
      if (Array.isArray(field.relationTo) && segments[index + 1] === 'value') index++
      current = targets.flatMap((target) => target?.flattenedFields ?? [])
    } else return { localized }
  }
  return { localized }
}

const badQuery = (path: string) => new QueryError([{ path }])

/**
 * A version list's paths start with `version.` (Payload names its read `read` too), and its status
 * is the version's: the prefix and the path under it.
 */
const VERSION_PREFIX = 'version.'
const splitPath = (key: string, fields: FlattenedField[]): [prefix: string, path: string] =>
  key.startsWith(VERSION_PREFIX) && !fields.some(({ name }) => name === 'version')
    ? [VERSION_PREFIX, key.slice(VERSION_PREFIX.length)]
    : ['', key]

const narrowedWhere = (
  where: unknown,
  fields: FlattenedField[],
  drafts: ReadonlySet<string>,
  req: PayloadRequest,
): unknown => {
  if (!isRow(where)) return where
  const narrowed: WhereNode = {}
  for (const [key, condition] of Object.entries(where)) {
    if ((key === 'and' || key === 'or') && Array.isArray(condition)) {
      narrowed[key] = condition.map((part) => narrowedWhere(part, fields, drafts, req))
      continue
    }
    const [prefix, path] = splitPath(key, fields)
    const info = pathInfo(fields, path, req)
    if (info.throughDrafted) throw badQuery(key)
    if (info.locale && !drafts.has(info.locale)) {
      narrowed.and = [
        ...(Array.isArray(narrowed.and) ? narrowed.and : []),
        { [key]: condition },
        { [`${prefix}_status.${info.locale}`]: { equals: 'published' } },
      ]
      continue
    }
    narrowed[key] = condition
  }
  return narrowed
}

const checkedSort = (sort: unknown, fields: FlattenedField[], locale: string, req: PayloadRequest) => {
  const paths = (Array.isArray(sort) ? sort : typeof sort === 'string' ? sort.split(',') : [])
    .filter((path): path is string => typeof path === 'string')
    .map((path) => path.trim().replace(/^-/, ''))
  for (const key of paths) {
    const [, path] = splitPath(key, fields)
    const info = pathInfo(fields, path, req)
    if (info.throughDrafted || (info.localized && (locale === 'all' || (info.locale && info.locale !== locale)))) {
      throw badQuery(key)
    }
  }
}

/** The hook's names of reads: `read` is also a version list and one version. */
const READ_OPERATIONS = new Set(['read', 'count', 'countVersions', 'readDistinct'])

/**
 * Reads by whoever does not read every locale's drafts: `draft=true` only in a locale of their
 * drafts, and filters and sorts narrowed to what they may read (above).
 */
const readRuleForOthers: CollectionBeforeOperationHook = ({ args, collection, operation, overrideAccess, req }) => {
  if (!READ_OPERATIONS.has(operation) || overrideAccess) return args
  const drafts = draftLocalesOf(req.user as Reader)
  if (drafts === 'every') return args
  const fields = collection.flattenedFields
  const { draft, sort, where } = args as { draft?: boolean; sort?: unknown; where?: unknown }
  checkedSort(sort, fields, req.locale ?? '', req)
  return {
    ...args,
    ...(where ? { where: narrowedWhere(where, fields, drafts, req) as Where } : {}),
    ...(draft && !readsDraftsIn(req.user as Reader, req.locale) ? { draft: false } : {}),
  } as typeof args
}

const readableCollectionDoc: CollectionBeforeReadHook = ({ collection, doc, overrideAccess, req }) =>
  withReadableLocales(collection.flattenedFields, doc, req, overrideAccess)

/**
 * Globals differ: Payload runs no `beforeRead` hook on a list of a global's versions (and a global
 * `beforeRead` hook breaks its read of one version: it replaces the version's wrapper with the
 * hook's result), and by `afterRead` a single-locale read has already filled empty fields from the
 * fallback locale, with whatever text that locale holds in the stored row (an English draft, an
 * English text that was unpublished). So a global's stored rows are filtered where they are read
 * (the database adapter's `findGlobal` and `findGlobalVersions`, which also serves a draft and one
 * version), for the reads a reader's access decided: the global's `read` and `readVersions` access
 * note the request, an operation that is not a reader's read (an update, a read with access
 * overridden) forgets it. A draft a published-only reader asked for is replaced by the published
 * global, read again for them (remembered per request object only).
 */
const readerReads = new WeakMap<PayloadRequest, Set<string>>()

const noteReader = (req: PayloadRequest, slug: string) =>
  readerReads.set(req, (readerReads.get(req) ?? new Set()).add(slug))

/** A global's access, noting that the rows it lets through are read for `req.user`. */
const notingReader =
  (slug: string, access: Access): Access =>
  async (args) => {
    const result = await access(args)
    if (result) noteReader(args.req, slug)
    return result
  }

const askedForDraft = new WeakMap<PayloadRequest, Set<string>>()

const noteDraftAsked: GlobalBeforeOperationHook = ({ args, global, operation, overrideAccess, req }) => {
  // The rows an update or the server's own read reads are not filtered for the reader (an update
  // writes back what it reads).
  if (operation !== 'read' || overrideAccess) readerReads.get(req)?.delete(global.slug)
  const asked = (args as { draft?: boolean }).draft
  if (operation === 'read' && asked && !overrideAccess && !readsDraftsIn(req.user as Reader, req.locale)) {
    askedForDraft.set(req, (askedForDraft.get(req) ?? new Set()).add(global.slug))
  }
  return args
}

const readableGlobalDoc: GlobalAfterReadHook = async ({ doc, global, req }) => {
  if (!askedForDraft.get(req)?.delete(global.slug)) return doc
  const depth = Number(req.query?.depth)
  return req.payload.findGlobal({
    slug: global.slug as GlobalSlug,
    draft: false,
    overrideAccess: false,
    req,
    ...(Number.isInteger(depth) ? { depth } : {}),
  })
}

/**
 * The database adapter with a global's stored rows (the global, its versions) narrowed to the
 * locales their reader may see, for the reads `notingReader` noted, before Payload picks a locale
 * and its fallback. Anything else reads the rows as they are.
 */
export const withPublishedGlobalRows = (adapter: DatabaseAdapterObj): DatabaseAdapterObj => ({
  ...adapter,
  init: (args) => {
    const db = adapter.init(args)
    const fieldsOf = (slug: string) =>
      args.payload.config.globals.find((global) => global.slug === slug)?.flattenedFields
    const readFor = (req: Partial<PayloadRequest> | undefined, slug: string) =>
      req && readerReads.get(req as PayloadRequest)?.has(slug) ? fieldsOf(slug) : undefined
    const { findGlobal, findGlobalVersions } = db
    db.findGlobal = async function (this: typeof db, findArgs) {
      const row = await findGlobal.call(this, findArgs)
      const fields = readFor(findArgs.req, findArgs.slug)
      return fields ? withReadableLocales(fields, row, findArgs.req as PayloadRequest) : row
    } as typeof findGlobal
    db.findGlobalVersions = async function (this: typeof db, findArgs) {
      const result = await findGlobalVersions.call(this, findArgs)
      const fields = readFor(findArgs.req, findArgs.global)
      if (fields)
        for (const row of result.docs) withReadableLocales(fields, row.version, findArgs.req as PayloadRequest)
      return result
    } as typeof findGlobalVersions
    return db
  },
})

/** `_status` is always read, so the rule knows which locales of a document are published. */
const FORCE_STATUS = { _status: true } as const

/** The rule on every collection with drafts; anything else is returned as it is. */
export const withPublishedReads = (config: CollectionConfig): CollectionConfig => {
  if (!config.versions || typeof config.versions !== 'object' || !config.versions.drafts) return config
  return {
    ...config,
    forceSelect: { ...config.forceSelect, ...FORCE_STATUS },
    hooks: {
      ...config.hooks,
      beforeOperation: [readRuleForOthers, ...(config.hooks?.beforeOperation ?? [])],
      beforeRead: [readableCollectionDoc, ...(config.hooks?.beforeRead ?? [])],
    },
  }
}

/** The rule on every global with drafts. */
export const withPublishedGlobalReads = (config: GlobalConfig): GlobalConfig => {
  if (!config.versions || typeof config.versions !== 'object' || !config.versions.drafts) return config
  const { read, readVersions } = config.access ?? {}
  return {
    ...config,
    access: {
      ...config.access,
      ...(read ? { read: notingReader(config.slug, read) } : {}),
      ...(readVersions ? { readVersions: notingReader(config.slug, readVersions) } : {}),
    },
    forceSelect: { ...config.forceSelect, ...FORCE_STATUS },
    hooks: {
      ...config.hooks,
      beforeOperation: [noteDraftAsked, ...(config.hooks?.beforeOperation ?? [])],
      afterRead: [readableGlobalDoc, ...(config.hooks?.afterRead ?? [])],
    },
  }
}
