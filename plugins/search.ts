import { searchPlugin } from '@payloadcms/plugin-search'
import type { BeforeSync } from '@payloadcms/plugin-search/types'
import { convertLexicalToPlaintext } from '@payloadcms/richtext-lexical/plaintext'

import { adminOnly, anyone } from '../src/access'
import { SEARCH_COLLECTIONS } from '../src/config/search'

/** The words a visitor can find a document by, in the language being saved (the plugin syncs per locale). */
const withText: BeforeSync = ({ originalDoc, searchDoc }) => {
  const body = originalDoc.content ? convertLexicalToPlaintext({ data: originalDoc.content }) : ''
  return {
    ...searchDoc,
    slug: originalDoc.slug,
    excerpt: originalDoc.excerpt ?? originalDoc.summary ?? '',
    text: [originalDoc.title, originalDoc.excerpt ?? originalDoc.summary, body].filter(Boolean).join('\n'),
  }
}

/**
 * One localized index over blog posts and help articles (Payload's search plugin keeps it in sync
 * on every save, per language; drafts are left out). src/services/content/search.ts reads it.
 */
export const search = searchPlugin({
  collections: [...SEARCH_COLLECTIONS],
  localize: true,
  beforeSync: withText,
  defaultPriorities: { 'help-articles': 10, posts: 20 },
  searchOverrides: {
    labels: { singular: 'Search result', plural: 'Search index' },
    // Anyone may read the index (each result's document is checked again when shown); only the sync writes it.
    access: { read: anyone, create: adminOnly, update: adminOnly, delete: adminOnly },
    admin: { defaultColumns: ['title', 'doc', 'priority'] },
    fields: ({ defaultFields }) => [
      ...defaultFields,
      { name: 'slug', type: 'text', index: true, admin: { readOnly: true } },
      { name: 'excerpt', type: 'textarea', localized: true, admin: { readOnly: true } },
      { name: 'text', type: 'textarea', localized: true, admin: { readOnly: true, hidden: true } },
    ],
  },
})
