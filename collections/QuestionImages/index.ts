import type { CollectionConfig } from 'payload'

import { adminOnly } from '../../src/access'
import { IMAGE_MIME_TYPES } from '../../src/config/content'
import { uploadFiles } from '../shared/missing-file'

/** Images students ask about: private (admins only), written only by the answer operation. */
export const QuestionImages: CollectionConfig = {
  slug: 'question-images',
  admin: { group: 'Answers', hidden: ({ user }) => user?.role !== 'admin' },
  access: { read: adminOnly, create: () => false, update: () => false, delete: adminOnly },
  upload: {
    ...uploadFiles('question-images'),
    mimeTypes: [...IMAGE_MIME_TYPES],
  },
  fields: [{ name: 'uploadedBy', type: 'relationship', relationTo: 'users', index: true }],
}
