import type { CollectionConfig, RichTextField } from 'payload'

import { ownDraftsContentAccess } from '../shared/content-access'
import { createdByField } from '../shared/created-by'
import { statusColumnField } from '../shared/status-column'
import { localizedTitleSearch } from '../shared/list-search'
import { collectionPreview } from '../shared/preview'
import { draftVersions } from '../shared/drafts'
import { publishedContentHooks } from '../shared/revalidate-published'
import { seoGroup, slugField } from '../shared/seo-fields'
import { localizedRequired } from '../shared/localized-required'
import { postEditor } from '../../fields/rich-text/editor'
import { computeReadingTime } from './reading-time'
import { machineDraftedField } from '../shared/machine-drafted'
import { publishedAtField } from '../shared/published-at'

/** Blog articles. */
export const Posts: CollectionConfig = {
  slug: 'posts',
  admin: {
    useAsTitle: 'title',
    listSearchableFields: localizedTitleSearch('title'),
    defaultColumns: ['title', 'publicationStatus', 'category', 'publishedAt'],
    ...collectionPreview('posts'),
  },
  access: ownDraftsContentAccess('posts'),
  hooks: publishedContentHooks,
  versions: draftVersions,
  // A deleted document waits in the trash (restore or delete for good), as its versions do.
  trash: true,
  defaultSort: '-publishedAt',
  fields: [
    localizedRequired({ name: 'title', type: 'text' }),
    slugField(),
    localizedRequired({ name: 'excerpt', type: 'textarea' }),
    { name: 'heroImage', type: 'upload', relationTo: 'media' },
    {
      name: 'category',
      type: 'relationship',
      relationTo: 'categories',
      required: true,
      index: true,
      admin: { position: 'sidebar' },
    },
    publishedAtField(),
    {
      name: 'readTimeMinutes',
      type: 'number',
      localized: true,
      min: 1,
      // Computed from the body on every save, per language (src/config/reading.ts).
      hooks: { beforeChange: [computeReadingTime] },
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'Computed from the text of this language on save.',
      },
    },
    localizedRequired({ name: 'author', type: 'text', admin: { position: 'sidebar' } }),
    // The trial offer is a block the editor places anywhere in the body (it was a fixed split).
    localizedRequired<RichTextField>({ name: 'content', type: 'richText', editor: postEditor }),
    seoGroup(),
    machineDraftedField(),
    createdByField(),
    statusColumnField(),
  ],
}
