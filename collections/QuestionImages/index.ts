import type { CollectionConfig } from 'payload'

import { adminOnly, adminOrUploaderFile } from '../../src/access'
import { IMAGE_UPLOAD_RULE } from '../../src/lib/uploads/image-rule'
import { uploadFiles } from '../shared/missing-file'

/**
 * Images students ask about: private, written only by the answer operation. Admins read them; the
 * student who asked fetches their own file (the report form shows and attaches it), nobody else.
 */
export const QuestionImages: CollectionConfig = {
  slug: 'question-images',
  admin: { group: 'Answers', hidden: ({ user }) => user?.role !== 'admin' },
  access: { read: adminOrUploaderFile, create: () => false, update: () => false, delete: adminOnly },
  upload: {
    ...uploadFiles('question-images'),
    ...IMAGE_UPLOAD_RULE,
  },
  fields: [{ name: 'uploadedBy', type: 'relationship', relationTo: 'users', index: true }],
}
