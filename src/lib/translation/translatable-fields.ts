import type { Block, Field } from 'payload'

import { extractLexicalText, replaceLexicalText } from './lexical-text'

/**
 * The words of a document that a translation replaces, found from its field config: localized
 * text and textarea fields, and the text nodes of localized rich text (see lexical-text.ts). The
 * slug, the machine-drafted mark, numbers, dates, relations and uploads are never touched, so a
 * translated draft keeps the English slug and every link target.
 */
const NEVER_TRANSLATED = new Set(['slug', 'machineDrafted', 'id', 'blockType', 'blockName'])

type Data = Record<string, unknown>
type Mapper = { text: (value: string) => string; rich: (value: unknown) => unknown }

const hasName = (field: Field): field is Field & { name: string } => 'name' in field && Boolean(field.name)

const isBlank = (value: unknown) => value === null || value === undefined || value === ''

/**
 * The localized part of `data` with every translatable text passed through `map`. Fields outside
 * anything localized are left out (the draft keeps what it has); inside a localized array or
 * blocks field the whole row is kept, as the target locale gets rows of its own.
 */
const mapFields = (fields: readonly Field[], data: Data, map: Mapper, inLocalized: boolean): Data => {
  const out: Data = {}
  for (const field of fields) {
    if (field.type === 'ui') continue
    if (!hasName(field)) {
      // Rows, collapsibles and unnamed tabs only lay fields out: their fields sit on this level.
      const nested = 'fields' in field ? field.fields : 'tabs' in field ? field.tabs.flatMap((tab) => tab.fields) : []
      Object.assign(out, mapFields(nested, data, map, inLocalized))
      continue
    }
    const name = field.name
    const value = data[name]
    if (NEVER_TRANSLATED.has(name) || isBlank(value)) continue
    const localized = inLocalized || ('localized' in field && field.localized === true)
    const mapped = mapValue(field, value, map, localized)
    if (mapped !== undefined) out[name] = mapped
  }
  return out
}

const mapRows = (rows: unknown, fieldsOf: (row: Data) => readonly Field[] | null, map: Mapper): unknown[] =>
  (Array.isArray(rows) ? rows : []).flatMap((row: Data) => {
    const fields = fieldsOf(row)
    if (!fields) return []
    // Row ids belong to the English rows; the target locale's rows get their own.
    const { id: _id, ...rest } = row
    return [{ ...rest, ...mapFields(fields, row, map, true) }]
  })

const mapValue = (field: Field, value: unknown, map: Mapper, localized: boolean): unknown => {
  switch (field.type) {
    case 'text':
    case 'textarea':
      if (!localized || typeof value !== 'string') return undefined
      return map.text(value)
    case 'richText':
      return localized ? map.rich(value) : undefined
    case 'group':
    case 'tab' as never: {
      const nested = mapFields((field as { fields: Field[] }).fields, (value ?? {}) as Data, map, localized)
      return Object.keys(nested).length ? nested : undefined
    }
    case 'array':
      if (!localized) return undefined
      return mapRows(value, () => field.fields, map)
    case 'blocks':
      if (!localized) return undefined
      return mapRows(
        value,
        (row) => (field.blocks as Block[]).find((block) => block.slug === row.blockType)?.fields ?? null,
        map,
      )
    default:
      // A localized number, date, relation or upload inside a localized row is copied as it is.
      return localized ? value : undefined
  }
}

/** Every translatable text of `data`, in a fixed order (rich text contributes its text nodes). */
export const extractTranslatableText = (fields: readonly Field[], data: Data): string[] => {
  const texts: string[] = []
  mapFields(
    fields,
    data,
    { text: (value) => (texts.push(value), value), rich: (value) => (texts.push(...extractLexicalText(value)), value) },
    false,
  )
  return texts
}

/**
 * The localized fields of `data` rebuilt with `translations` (in `extractTranslatableText`'s order):
 * the data a draft in the target locale is saved with. Throws RangeError when the count differs.
 */
export const applyTranslations = (fields: readonly Field[], data: Data, translations: readonly string[]): Data => {
  let index = 0
  const next = () => {
    if (index >= translations.length) throw new RangeError('fewer translations than texts')
    return translations[index++]!
  }
  const result = mapFields(
    fields,
    data,
    {
      text: () => next(),
      rich: (value) => {
        const count = extractLexicalText(value).length
        const slice = Array.from({ length: count }, next)
        return replaceLexicalText(value, slice)
      },
    },
    false,
  )
  if (index !== translations.length) throw new RangeError('more translations than texts')
  return result
}
