import type { CollectionConfig } from 'payload'

import { adminOnly } from '../../src/access'
import { LOCALES } from '../../src/config/locales'

/** Page visits of the public site, one per path per browser session (written by /api/analytics/track). */
export const Visits: CollectionConfig = {
  slug: 'visits',
  admin: { useAsTitle: 'path', defaultColumns: ['path', 'locale', 'createdAt'], group: 'Analytics' },
  access: { read: adminOnly, create: () => false, update: () => false, delete: adminOnly },
  fields: [
    { name: 'path', type: 'text', required: true, index: true, maxLength: 512 },
    { name: 'sessionId', type: 'text', index: true, maxLength: 64 },
    { name: 'locale', type: 'select', options: LOCALES.map((value) => ({ label: value, value })) },
  ],
}
