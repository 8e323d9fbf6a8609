import type { CollectionConfig } from 'payload'

import { MAX_ORIGINAL_IMAGE_PX } from '../../src/config/content'
import { IMAGE_UPLOAD_RULE } from '../../src/lib/uploads/image-rule'
import { mediaAccess } from '../shared/content-access'
import { createdByField } from '../shared/created-by'
import { siteContentHooks } from '../shared/revalidate-site'
import { localizedRequired } from '../shared/localized-required'
import { uploadFiles } from '../shared/missing-file'

/**
 * Images only. Payload sniffs the file's magic bytes and rejects a file whose content does not
 * match an allowed type, whatever its name or declared type; the 10 MB cap is set in the root
 * config's upload limits. SVG is left out on purpose: it can carry script.
 */
export const Media: CollectionConfig = {
  slug: 'media',
  access: mediaAccess,
  hooks: siteContentHooks,
  upload: {
    ...uploadFiles('media'),
    ...IMAGE_UPLOAD_RULE,
    focalPoint: true,
    imageSizes: [
      // The card is WebP (the upload's formatOptions only convert the original). The social
      // preview keeps the uploaded format: every network reads it, and transparency survives.
      {
        name: 'card',
        width: 640,
        height: 336,
        position: 'centre',
        formatOptions: { format: 'webp', options: { quality: 80 } },
      },
      { name: 'og', width: 1200, height: 630, position: 'centre' },
    ],
    formatOptions: { format: 'webp', options: { quality: 82 } },
    // The original is what wide screens load: a camera-sized upload is stored at most 1600 px.
    resizeOptions: {
      width: MAX_ORIGINAL_IMAGE_PX,
      height: MAX_ORIGINAL_IMAGE_PX,
      fit: 'inside',
      withoutEnlargement: true,
    },
    // Public site images: browsers and CDNs keep them a day and refresh them in the background.
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Cache-Control', 'public, max-age=86400, stale-while-revalidate=604800')
      return headers
    },
  },
  fields: [
    localizedRequired({ name: 'alt', type: 'text' }),
    // Who uploaded the file: a contributor may edit their own uploads only (src/access/editorial.ts).
    createdByField(),
  ],
}
