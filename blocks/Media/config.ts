import type { Block } from 'payload'

/** One image of the media library, with an optional caption. */
export const MediaBlock: Block = {
  slug: 'media',
  interfaceName: 'PageMediaBlock',
  labels: { singular: 'Image', plural: 'Images' },
  fields: [
    { name: 'media', type: 'upload', relationTo: 'media', required: true },
    { name: 'caption', type: 'text' },
  ],
}
