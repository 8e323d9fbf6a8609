import type { CollectionSlug, Field, PayloadRequest } from 'payload'

import type { Locale } from '../../config/locales'
import { allowedLocalesOf } from '../../config/roles'

/**
 * A translator's "Restore this version" (issue 34 item 9): a restore changes every language at
 * once, which is for editors with all of them (src/access/locale-writes.ts). Hers restores her own
 * languages, as drafts: each language's text of the version is saved as that language's draft, read
 * and written as her (her access and the content-write guard apply); the shared fields (slug,
 * category…) and every other language stay as they are, and nothing goes live.
 */
type Data = Record<string, unknown>

type Row = Data & { id?: unknown; blockType?: unknown }

const hasLocalized = (fields: readonly Field[]): boolean =>
  fields.some(
    (field) =>
      ('localized' in field && field.localized) ||
      ('fields' in field && hasLocalized(field.fields)) ||
      (field.type === 'blocks' && field.blocks.some((block) => hasLocalized(block.fields))),
  )

/**
 * The rows of a shared (non-localized) array or blocks field, for writing the version's text back:
 * the rows as they are now (`current`: their order, their shared values; a translator changes no
 * shared field), each with the localized part of the version's row of the same id. A row the
 * version does not have keeps its text; a row since removed is not brought back.
 */
const sharedRows = (
  fieldsOf: (row: Row) => readonly Field[] | undefined,
  versionRows: unknown,
  currentRows: unknown,
): Row[] | undefined => {
  if (!Array.isArray(currentRows)) return undefined
  const byId = new Map(
    (Array.isArray(versionRows) ? (versionRows as Row[]) : []).map((row) => [String(row.id), row] as const),
  )
  return (currentRows as Row[]).map((row) => {
    const fields = fieldsOf(row)
    const versionRow = byId.get(String(row.id))
    if (!fields || !versionRow || versionRow.blockType !== row.blockType) return row
    return { ...row, ...localizedPart(fields, versionRow, row) }
  })
}

/**
 * The localized part of `data`: localized fields, those inside groups, rows and collapsibles, and
 * (given the document as it is now, `current`) those inside the rows of shared arrays and blocks.
 */
export const localizedPart = (fields: readonly Field[], data: Data, current?: Data): Data => {
  const part: Data = {}
  for (const field of fields) {
    if ('name' in field && field.name && 'localized' in field && field.localized) {
      if (field.name in data) part[field.name] = data[field.name]
      continue
    }
    if (field.type === 'group' && 'name' in field && field.name) {
      const inner = localizedPart(
        field.fields,
        (data[field.name] as Data | undefined) ?? {},
        current?.[field.name] as Data | undefined,
      )
      if (Object.keys(inner).length) part[field.name] = inner
      continue
    }
    if ((field.type === 'row' || field.type === 'collapsible') && 'fields' in field) {
      Object.assign(part, localizedPart(field.fields, data, current))
      continue
    }
    if (field.type === 'array' && hasLocalized(field.fields)) {
      const rows = sharedRows(() => field.fields, data[field.name], current?.[field.name])
      if (rows) part[field.name] = rows
      continue
    }
    if (field.type === 'blocks' && field.blocks.some((block) => hasLocalized(block.fields))) {
      const rows = sharedRows(
        (row) => field.blocks.find((block) => block.slug === row.blockType)?.fields,
        data[field.name],
        current?.[field.name],
      )
      if (rows) part[field.name] = rows
    }
  }
  return part
}

export const restoreOwnLocales = async ({
  req,
  collection,
  versionId,
}: {
  req: PayloadRequest
  collection: CollectionSlug
  versionId: string
}): Promise<Data> => {
  const { payload, user } = req
  const fields = payload.collections[collection].config.fields
  const locales = allowedLocalesOf(user as never) as readonly Locale[]
  let doc: Data = {}
  for (const locale of locales) {
    const version = await payload.findVersionByID({
      collection,
      id: versionId,
      locale,
      fallbackLocale: false,
      depth: 0,
      overrideAccess: false,
      user,
    })
    // The document as it is now in her language: the shared rows her text is written back into.
    const current = await payload.findByID({
      collection,
      id: version.parent as never,
      locale,
      fallbackLocale: false,
      draft: true,
      depth: 0,
      overrideAccess: false,
      user,
    })
    // Her text, as a draft: never the version's status (a restore publishes nothing).
    const { _status: _ignored, ...data } = localizedPart(
      fields,
      (version.version ?? {}) as unknown as Data,
      current as unknown as Data,
    )
    doc = (await payload.update({
      collection,
      id: version.parent as never,
      locale,
      draft: true,
      data: { ...data, _status: 'draft' } as never,
      overrideAccess: false,
      user,
    })) as unknown as Data
  }
  return doc
}
