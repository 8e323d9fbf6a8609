import type { Block } from 'payload'

import { contentEditor } from '../../fields/rich-text/editor'

/** Free text with the article editor's features (headings, lists, links, images, formulas, tables…). */
export const RichTextBlock: Block = {
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  labels: { singular: 'Rich text', plural: 'Rich texts' },
  fields: [{ name: 'content', type: 'richText', required: true, editor: contentEditor }],
}
