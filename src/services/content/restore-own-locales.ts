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

/** The localized part of `data`: localized fields, and those inside groups, rows and collapsibles. */
export const localizedPart = (fields: readonly Field[], data: Data): Data => {
  const part: Data = {}
  for (const field of fields) {
    if ('name' in field && field.name && 'localized' in field && field.localized) {
      if (field.name in data) part[field.name] = data[field.name]
      continue
    }
    if (field.type === 'group' && 'name' in field && field.name) {
      const inner = localizedPart(field.fields, (data[field.name] as Data | undefined) ?? {})
      if (Object.keys(inner).length) part[field.name] = inner
      continue
    }
    if ((field.type === 'row' || field.type === 'collapsible') && 'fields' in field)
      Object.assign(part, localizedPart(field.fields, data))
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
    // Her text, as a draft: never the version's status (a restore publishes nothing).
    const { _status: _ignored, ...data } = localizedPart(fields, (version.version ?? {}) as unknown as Data)
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
