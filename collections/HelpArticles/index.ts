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
import { helpArticleEditor } from '../../fields/rich-text/editor'
import { machineDraftedField } from '../shared/machine-drafted'

export const HelpArticles: CollectionConfig = {
  slug: 'help-articles',
  admin: {
    useAsTitle: 'title',
    listSearchableFields: localizedTitleSearch('title'),
    defaultColumns: ['title', 'publicationStatus', 'category', 'order'],
    ...collectionPreview('help-articles'),
  },
  access: ownDraftsContentAccess('help-articles'),
  hooks: publishedContentHooks,
  versions: draftVersions,
  // A deleted document waits in the trash (restore or delete for good), as its versions do.
  trash: true,
  defaultSort: 'order',
  fields: [
    localizedRequired({ name: 'title', type: 'text' }),
    slugField(),
    { name: 'category', type: 'relationship', relationTo: 'help-categories', required: true, index: true },
    { name: 'summary', type: 'textarea', localized: true },
    localizedRequired<RichTextField>({ name: 'content', type: 'richText', editor: helpArticleEditor }),
    { name: 'order', type: 'number', required: true, defaultValue: 0, admin: { position: 'sidebar' } },
    seoGroup(),
    machineDraftedField(),
    createdByField(),
    statusColumnField(),
  ],
}
