import {
  BlocksFeature,
  EXPERIMENTAL_TableFeature,
  FixedToolbarFeature,
  lexicalEditor,
  LinkFeature,
  RelationshipFeature,
  UploadFeature,
} from '@payloadcms/richtext-lexical'

import { LINKABLE_COLLECTIONS, type LinkableCollection } from '../../src/config/content'
import { CONTENT_INLINE_BLOCKS, contentBlocks } from './blocks'
import { linkTargets } from '../link-targets'

/** Features whose stock settings are replaced below (they would offer every collection). */
const REPLACED = new Set(['link', 'relationship', 'upload'])

/**
 * The editor of article bodies (posts, help articles, legal pages). Every node it offers has a
 * renderer in src/components/rich-text; tests/int/rich-text-render.int.spec.ts checks the two agree.
 * Its internal-link picker offers published documents only, and not the document itself when the
 * editor is the body of a linkable collection (`own`).
 */
const editorFor = (own?: LinkableCollection) =>
  lexicalEditor({
    features: ({ defaultFeatures }) => [
      ...defaultFeatures.filter((feature) => !REPLACED.has(feature.key)),
      LinkFeature({
        enabledCollections: [...LINKABLE_COLLECTIONS],
        fields: ({ defaultFields }) =>
          defaultFields.map((field) =>
            field.name === 'doc' && field.type === 'relationship'
              ? { ...field, filterOptions: linkTargets(own) }
              : field,
          ),
      }),
      RelationshipFeature({ enabledCollections: [...LINKABLE_COLLECTIONS] }),
      UploadFeature({ enabledCollections: ['media'] }),
      BlocksFeature({ blocks: contentBlocks(own), inlineBlocks: CONTENT_INLINE_BLOCKS }),
      EXPERIMENTAL_TableFeature(),
      FixedToolbarFeature(),
    ],
  })

/** Legal pages (a global: nothing to leave out). */
export const contentEditor = editorFor()
/** The page builder's rich-text block in a page, and in a competitor page's overrides. */
export const pageEditor = editorFor('pages')
export const competitorEditor = editorFor('competitors')
export const postEditor = editorFor('posts')
export const helpArticleEditor = editorFor('help-articles')
