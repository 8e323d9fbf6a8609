import type { CollectionConfig } from 'payload'

import { adminOnly } from '../../src/access'
import { IMAGE_UPLOAD_RULE } from '../../src/lib/uploads/image-rule'
import { uploadFiles } from '../shared/missing-file'

/**
 * Screenshots attached to wrong-answer reports. Unlike site media they are a student's private
 * uploads: only admins can list or fetch them, and only the report operation creates them.
 */
export const ReportImages: CollectionConfig = {
  slug: 'report-images',
  admin: { group: 'Analytics', hidden: ({ user }) => user?.role !== 'admin' },
  access: { read: adminOnly, create: () => false, update: () => false, delete: adminOnly },
  upload: {
    ...uploadFiles('report-images'),
    ...IMAGE_UPLOAD_RULE,
  },
  fields: [{ name: 'uploadedBy', type: 'relationship', relationTo: 'users', index: true }],
}
