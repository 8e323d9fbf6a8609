import type { Block } from 'payload'

import { competitorEditor, pageEditor } from '../../fields/rich-text/editor'

/**
 * Free text with the article editor's features (headings, lists, links, images, formulas, tables…);
 * its link picker never offers the page (or competitor page) the block is in (issue 34 item 13).
 */
export const richTextBlock = (own: 'pages' | 'competitors'): Block => ({
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  labels: { singular: 'Rich text', plural: 'Rich texts' },
  fields: [
    { name: 'content', type: 'richText', required: true, editor: own === 'pages' ? pageEditor : competitorEditor },
  ],
})
