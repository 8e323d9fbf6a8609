import type { FlattenedBlock, FlattenedField } from 'payload'

import { allowedLocalesOf, isLocaleLimited } from '../config/roles'
import type { ValidationMessageKey } from '../lib/validation/messages'
import { mayWriteLocale } from './editorial'

/**
 * One rule for an account limited to some locales (a translator; issue 32 findings 2, 3 and 8): it
 * writes the localized fields of its own locales and publishes or unpublishes only those. What is
 * the same in every language belongs to accounts with all of them: a shared (non-localized) field
 * of a document or global, an entity with no localized field at all (redirects), and whatever
 * touches every locale at once — publish or unpublish all, duplicate, restore a version, trash,
 * restore from the trash, delete. Applied on every write path by `guardContentWrites`
 * (src/access/content-writes.ts).
 */
type LimitedUser = Parameters<typeof allowedLocalesOf>[0]

export type LocaleWriteRefusal = { key: ValidationMessageKey; values?: Record<string, string> }

export type WriteArgs = {
  data?: Record<string, unknown> | null
  duplicateFromID?: unknown
  publishAllLocales?: boolean | string
  unpublishAllLocales?: boolean | string
  publishSpecificLocale?: string
}

const isSet = (flag: boolean | string | undefined) => flag === true || flag === 'true'

const EVERY_LOCALE: LocaleWriteRefusal = { key: 'everyLocaleRequired' }

/**
 * What the request itself asks, before any stored document is looked at: null when the rest is
 * up to the fields written (`sharedFieldChanges`).
 */
export const localeWriteRefusal = ({
  user,
  operation,
  args,
  locale,
  hasLocalizedFields,
}: {
  user: LimitedUser
  operation: string
  args: WriteArgs
  locale: string | null | undefined
  hasLocalizedFields: boolean
}): LocaleWriteRefusal | null => {
  if (!isLocaleLimited(user)) return null
  if (operation === 'delete' || operation === 'deleteByID' || operation === 'restoreVersion') return EVERY_LOCALE
  if (operation !== 'create' && operation !== 'update') return null
  if (args.duplicateFromID !== undefined && args.duplicateFromID !== null) return EVERY_LOCALE
  if (isSet(args.publishAllLocales) || isSet(args.unpublishAllLocales)) {
    return { key: 'allLocalesPublishNotAllowed', values: { locales: allowedLocalesOf(user).join(', ') } }
  }
  // A trash sets `deletedAt` in every locale; restoring one (null) is compared with what is stored.
  if (args.data?.deletedAt) return EVERY_LOCALE
  if (!mayWriteLocale(user, args.publishSpecificLocale ?? locale)) return { key: 'localeNotAllowed' }
  return hasLocalizedFields ? null : EVERY_LOCALE
}

/** Written by Payload itself or judged on their own above (`_status` per locale, `deletedAt`). */
const OWN_FIELDS = new Set(['id', 'createdAt', 'updatedAt', 'globalType', '_status'])

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)

const idOf = (value: unknown) =>
  value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value

/** A value as stored, whichever way the request spelt it (a populated relation, a date string…). */
const normalize = (field: FlattenedField, value: unknown): unknown => {
  if (field.type === 'checkbox') return value === true || value === 'true'
  if (isEmpty(value)) return null
  if (field.type === 'relationship' || field.type === 'upload') {
    const one = (item: unknown) =>
      item && typeof item === 'object' && 'relationTo' in item
        ? {
            relationTo: (item as unknown as { relationTo: unknown }).relationTo,
            value: String(idOf((item as unknown as { value: unknown }).value)),
          }
        : String(idOf(item))
    return Array.isArray(value) ? value.map(one) : one(value)
  }
  if (field.type === 'date') {
    const time = new Date(value as string).getTime()
    return Number.isNaN(time) ? value : new Date(time).toISOString()
  }
  if (field.type === 'number') return Array.isArray(value) ? value.map(Number) : Number(value)
  return value
}

/** JSON with sorted keys and without empty ones: two spellings of the same value compare equal. */
const canonical = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(canonical)
  if (!value || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .filter((key) => !isEmpty((value as Record<string, unknown>)[key]))
      .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
  )
}

const same = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b))

type Compare = {
  fields: FlattenedField[]
  data: Record<string, unknown>
  /** The document as stored (its latest version); undefined for a new one, which starts from defaults. */
  stored: Record<string, unknown> | undefined
  blocks: FlattenedBlock[]
  path?: string
}

const blockOf = (field: FlattenedField, blockType: unknown, blocks: FlattenedBlock[]): FlattenedBlock | undefined => {
  if (field.type !== 'blocks') return undefined
  const own = (field.blocks ?? []).find((block) => block.slug === blockType)
  if (own) return own
  return blocks.find((block) => block.slug === blockType)
}

/** Rows of a shared array or blocks field: the same rows, in the same order, their shared fields unchanged. */
const rowChanges = (field: FlattenedField, next: unknown, before: unknown, args: Compare, here: string) => {
  const rows = Array.isArray(next) ? (next as Record<string, unknown>[]) : []
  const old = Array.isArray(before) ? (before as Record<string, unknown>[]) : []
  if (rows.length !== old.length) return [here]
  return rows.flatMap((row, index) => {
    const was = old[index]!
    if ((row?.id && row.id !== was.id) || (field.type === 'blocks' && row?.blockType !== was.blockType)) return [here]
    const fields =
      field.type === 'array'
        ? field.flattenedFields
        : (blockOf(field, row?.blockType, args.blocks)?.flattenedFields ?? [])
    return sharedFieldChanges({ ...args, fields, data: row ?? {}, stored: was, path: `${here}.${index}` })
  })
}

/**
 * The paths of the shared fields `data` would change: a field left out is not written; one sent
 * back as stored (the admin sends whole documents) is no change; localized fields, and everything
 * under one, are the locale's.
 */
export const sharedFieldChanges = (args: Compare): string[] => {
  const { fields, data, stored, path = '' } = args
  return fields.flatMap((field) => {
    if (!(field.name in data) || field.localized || field.type === 'join') return []
    if ((field as { virtual?: unknown }).virtual || (!path && OWN_FIELDS.has(field.name))) return []
    const here = path ? `${path}.${field.name}` : field.name
    const next = data[field.name]
    const fallback = typeof field.defaultValue === 'function' ? undefined : field.defaultValue
    const before = stored ? stored[field.name] : fallback
    if ((field.type === 'group' || field.type === 'tab') && next && typeof next === 'object') {
      const inner = before && typeof before === 'object' ? (before as Record<string, unknown>) : undefined
      return sharedFieldChanges({
        ...args,
        fields: field.flattenedFields,
        data: next as Record<string, unknown>,
        stored: stored ? (inner ?? {}) : undefined,
        path: here,
      })
    }
    if (field.type === 'array' || field.type === 'blocks') return rowChanges(field, next, before, args, here)
    return same(normalize(field, next), normalize(field, before)) ? [] : [here]
  })
}

/** Whether any field, however deep, is localized (an entity without one is the same in every locale). */
export const hasLocalizedField = (fields: FlattenedField[]): boolean =>
  fields.some(
    (field) =>
      field.localized === true ||
      ((field.type === 'group' || field.type === 'tab' || field.type === 'array') &&
        hasLocalizedField(field.flattenedFields)) ||
      (field.type === 'blocks' && (field.blocks ?? []).some((block) => hasLocalizedField(block.flattenedFields))),
  )

/** The refusal for shared fields a write would change (restoring from the trash touches every locale). */
export const sharedChangeRefusal = (changes: string[]): LocaleWriteRefusal | null => {
  if (changes.length === 0) return null
  if (changes.includes('deletedAt')) return EVERY_LOCALE
  return { key: 'sharedFieldNotAllowed', values: { field: changes[0]! } }
}
