import type { CollectionConfig } from 'payload'

import { adminOnly } from '../../src/access'

/** Extension downloads from /download (spec §7 `/download/track`): they feed the admin's Total Downloads. */
export const Downloads: CollectionConfig = {
  slug: 'downloads',
  admin: { group: 'Analytics', defaultColumns: ['user', 'version', 'createdAt'] },
  access: { read: adminOnly, create: () => false, update: () => false, delete: adminOnly },
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'version', type: 'text', maxLength: 32 },
  ],
}
