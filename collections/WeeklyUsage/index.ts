import type { CollectionConfig } from 'payload'

import { adminOnly } from '../../src/access'

/**
 * Questions and essays counted per user per week (weeks start Monday 00:00 UTC). One row per pair, unique:
 * the quota operation increments it with a single conditional UPDATE, so concurrent requests
 * can never pass the limit.
 */
export const WeeklyUsage: CollectionConfig = {
  slug: 'weekly-usage',
  admin: { group: 'Answers', defaultColumns: ['user', 'weekStart', 'count', 'essayCount'] },
  access: { read: adminOnly, create: () => false, update: () => false, delete: adminOnly },
  indexes: [{ fields: ['user', 'weekStart'], unique: true }],
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'weekStart', type: 'text', required: true, index: true },
    { name: 'count', type: 'number', required: true, defaultValue: 0, min: 0 },
    // Essays have their own allowance (decisions.md), counted the same way in the same row.
    { name: 'essayCount', type: 'number', required: true, defaultValue: 0, min: 0 },
  ],
}
