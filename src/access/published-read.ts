import type {
  CollectionBeforeOperationHook,
  CollectionBeforeReadHook,
  CollectionConfig,
  FlattenedField,
  GlobalAfterReadHook,
  GlobalBeforeOperationHook,
  GlobalConfig,
  GlobalSlug,
  PayloadRequest,
} from 'payload'

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

/** `draft=true` reads the latest versions: only for a reader of drafts in the requested locale. */
const ignoreDraftForOthers: CollectionBeforeOperationHook = ({ args, operation, overrideAccess, req }) => {
  if (operation !== 'read' || overrideAccess || !args.draft || readsDraftsIn(req.user as Reader, req.locale)) {
    return args
  }
  return { ...args, draft: false }
}

const readableCollectionDoc: CollectionBeforeReadHook = ({ collection, doc, overrideAccess, req }) =>
  withReadableLocales(collection.flattenedFields, doc, req, overrideAccess)

/**
 * Globals differ: their read takes `draft` before any hook runs, and a global `beforeRead` hook
 * breaks Payload's read of one global version (it replaces the version's wrapper with the hook's
 * result). So a global's text is filtered after it is read (`afterRead`: with `locale=all` each
 * localized value is still a map of locales), and a draft a published-only reader asked for is
 * replaced by the published global, read again for them (remembered per request object only).
 */
const askedForDraft = new WeakMap<PayloadRequest, Set<string>>()

const noteDraftAsked: GlobalBeforeOperationHook = ({ args, global, operation, overrideAccess, req }) => {
  const asked = (args as { draft?: boolean }).draft
  if (operation === 'read' && asked && !overrideAccess && !readsDraftsIn(req.user as Reader, req.locale)) {
    askedForDraft.set(req, (askedForDraft.get(req) ?? new Set()).add(global.slug))
  }
  return args
}

const readableGlobalDoc: GlobalAfterReadHook = async ({ doc, global, overrideAccess, req }) => {
  if (askedForDraft.get(req)?.delete(global.slug)) {
    const depth = Number(req.query?.depth)
    return req.payload.findGlobal({
      slug: global.slug as GlobalSlug,
      draft: false,
      overrideAccess: false,
      req,
      ...(Number.isInteger(depth) ? { depth } : {}),
    })
  }
  // After the read only `locale=all` leaves each locale's value apart; one locale has its fallback already.
  return req.locale === 'all' ? withReadableLocales(global.flattenedFields, doc, req, overrideAccess) : doc
}

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
      beforeOperation: [ignoreDraftForOthers, ...(config.hooks?.beforeOperation ?? [])],
      beforeRead: [readableCollectionDoc, ...(config.hooks?.beforeRead ?? [])],
    },
  }
}

/** The rule on every global with drafts. */
export const withPublishedGlobalReads = (config: GlobalConfig): GlobalConfig => {
  if (!config.versions || typeof config.versions !== 'object' || !config.versions.drafts) return config
  return {
    ...config,
    forceSelect: { ...config.forceSelect, ...FORCE_STATUS },
    hooks: {
      ...config.hooks,
      beforeOperation: [noteDraftAsked, ...(config.hooks?.beforeOperation ?? [])],
      afterRead: [readableGlobalDoc, ...(config.hooks?.afterRead ?? [])],
    },
  }
}
