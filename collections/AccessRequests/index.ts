import type { CollectionConfig } from 'payload'

import { adminOnly } from '../../src/access'
import { ACCESS_REQUEST_STATUSES } from '../../src/config/access-requests'

/** One per account: the extension needs an approved request (decisions.md, Access flow). */
export const AccessRequests: CollectionConfig = {
  slug: 'access-requests',
  admin: { useAsTitle: 'status', defaultColumns: ['user', 'status', 'createdAt'] },
  access: { read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly },
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, unique: true, index: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: ACCESS_REQUEST_STATUSES.map((value) => ({ label: value, value })),
    },
  ],
}
