import type { CollectionConfig } from 'payload'

import { adminOnly } from '../../src/access'
import { DOWNLOAD_CHANNELS } from '../../src/config/extension-stores'

/** Extension downloads from /download (spec §7 `/download/track`): they feed the admin's Total Downloads. */
export const Downloads: CollectionConfig = {
  slug: 'downloads',
  admin: { group: 'Analytics', defaultColumns: ['user', 'store', 'version', 'createdAt'] },
  access: { read: adminOnly, create: () => false, update: () => false, delete: adminOnly },
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'version', type: 'text', maxLength: 32 },
    // Where the student installs from: a store's listing, or the zip for developer mode.
    {
      name: 'store',
      type: 'select',
      options: [...DOWNLOAD_CHANNELS],
      defaultValue: 'zip',
      required: true,
      index: true,
    },
  ],
}
