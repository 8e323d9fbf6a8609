import type { CollectionConfig } from 'payload'

import { adminOnly } from '../../src/access'

/** A conversation: a first question and its follow-ups. Users read theirs through /api/threads. */
export const Threads: CollectionConfig = {
  slug: 'answer-threads',
  admin: { group: 'Answers', useAsTitle: 'title', defaultColumns: ['title', 'user', 'updatedAt'] },
  access: { read: adminOnly, create: () => false, update: () => false, delete: adminOnly },
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'title', type: 'text', required: true, maxLength: 120 },
  ],
}
