import type { CollectionConfig } from 'payload'

import { adminOnly } from '../../src/access'
import { IMAGE_UPLOAD_RULE } from '../../src/lib/uploads/image-rule'
import { uploadFiles } from '../shared/missing-file'

/** Images students ask about: private (admins only), written only by the answer operation. */
export const QuestionImages: CollectionConfig = {
  slug: 'question-images',
  admin: { group: 'Answers', hidden: ({ user }) => user?.role !== 'admin' },
  access: { read: adminOnly, create: () => false, update: () => false, delete: adminOnly },
  upload: {
    ...uploadFiles('question-images'),
    ...IMAGE_UPLOAD_RULE,
  },
  fields: [{ name: 'uploadedBy', type: 'relationship', relationTo: 'users', index: true }],
}
