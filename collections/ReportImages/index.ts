import type { CollectionConfig } from 'payload'

import { adminOnly } from '../../src/access'
import { IMAGE_MIME_TYPES } from '../../src/config/content'
import { notFoundWhenMissing } from '../shared/missing-file'

const reportImagesDir = process.env.REPORT_IMAGES_DIR || 'data/report-images'

/**
 * Screenshots attached to wrong-answer reports. Unlike site media they are a student's private
 * uploads: only admins can list or fetch them, and only the report operation creates them.
 */
export const ReportImages: CollectionConfig = {
  slug: 'report-images',
  admin: { group: 'Analytics', hidden: ({ user }) => user?.role !== 'admin' },
  access: { read: adminOnly, create: () => false, update: () => false, delete: adminOnly },
  upload: {
    staticDir: reportImagesDir,
    handlers: [notFoundWhenMissing(reportImagesDir)],
    mimeTypes: [...IMAGE_MIME_TYPES],
  },
  fields: [{ name: 'uploadedBy', type: 'relationship', relationTo: 'users', index: true }],
}
