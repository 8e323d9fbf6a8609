import type { CollectionConfig, LivePreviewConfig } from 'payload'

import { LIVE_PREVIEW_BREAKPOINTS } from '../../src/config/preview'
import { type PreviewCollection, previewUrl } from '../../src/lib/preview-path'

/**
 * The admin's Preview button and live preview for a document: both open the page through the
 * preview route (src/app/(frontend)/next/preview), in the locale being edited, where draft mode
 * shows the editor the latest draft. Live preview reloads the framed page on every (auto)save
 * (components/preview/PreviewBar's RefreshRouteOnSave).
 */
type LocaleArg = string | { code: string } | null | undefined
const codeOf = (locale: LocaleArg) => (typeof locale === 'object' && locale !== null ? locale.code : locale)

const livePreview = (url: (data: Record<string, unknown>, locale: LocaleArg) => string | null): LivePreviewConfig => ({
  breakpoints: LIVE_PREVIEW_BREAKPOINTS,
  url: ({ data, locale }) => url(data, locale),
})

export const collectionPreview = (collection: PreviewCollection) => {
  const url = (data: Record<string, unknown>, locale: LocaleArg) =>
    previewUrl({ collection, slug: data?.slug }, codeOf(locale))
  return {
    preview: (doc, { locale }) => url(doc, locale),
    livePreview: livePreview(url),
  } satisfies Pick<NonNullable<CollectionConfig['admin']>, 'preview' | 'livePreview'>
}
