import {
  BlocksFeature,
  EXPERIMENTAL_TableFeature,
  FixedToolbarFeature,
  lexicalEditor,
  LinkFeature,
  RelationshipFeature,
  UploadFeature,
} from '@payloadcms/richtext-lexical'

import { LINKABLE_COLLECTIONS } from '../../../src/config/content'
import { CONTENT_BLOCKS, CONTENT_INLINE_BLOCKS } from './blocks'

/** Features whose stock settings are replaced below (they would offer every collection). */
const REPLACED = new Set(['link', 'relationship', 'upload'])

/**
 * The editor of article bodies (posts, help articles, legal pages). Every node it offers has a
 * renderer in src/components/rich-text; tests/int/rich-text-render.int.spec.ts checks the two agree.
 */
export const contentEditor = lexicalEditor({
  features: ({ defaultFeatures }) => [
    ...defaultFeatures.filter((feature) => !REPLACED.has(feature.key)),
    LinkFeature({ enabledCollections: [...LINKABLE_COLLECTIONS] }),
    RelationshipFeature({ enabledCollections: [...LINKABLE_COLLECTIONS] }),
    UploadFeature({ enabledCollections: ['media'] }),
    BlocksFeature({ blocks: CONTENT_BLOCKS, inlineBlocks: CONTENT_INLINE_BLOCKS }),
    EXPERIMENTAL_TableFeature(),
    FixedToolbarFeature(),
  ],
})
