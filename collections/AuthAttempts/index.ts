import type { CollectionConfig } from 'payload'

import { adminOnly } from '../../src/access'

/**
 * One row per rate-limited request (register, login, forgot/reset password), keyed by a hash of
 * the client IP. Rows are the shared counter of every app server.
 */
export const AuthAttempts: CollectionConfig = {
  slug: 'auth-attempts',
  admin: { group: 'Security', defaultColumns: ['action', 'createdAt'] },
  access: { read: adminOnly, create: () => false, update: () => false, delete: adminOnly },
  fields: [
    { name: 'action', type: 'text', required: true, index: true },
    { name: 'clientKey', type: 'text', required: true, index: true },
  ],
}
