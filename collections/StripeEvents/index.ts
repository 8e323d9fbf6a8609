import type { CollectionConfig } from 'payload'

import { adminOnly } from '../../src/access'

/**
 * Every Stripe event id we accepted: the unique index makes a replayed or concurrent duplicate
 * delivery a no-op, so each event has its effect once.
 */
export const StripeEvents: CollectionConfig = {
  slug: 'stripe-events',
  admin: { group: 'Billing', useAsTitle: 'eventId', defaultColumns: ['eventId', 'type', 'status', 'createdAt'] },
  access: { read: adminOnly, create: () => false, update: () => false, delete: adminOnly },
  fields: [
    { name: 'eventId', type: 'text', required: true, unique: true, index: true },
    { name: 'type', type: 'text', required: true, index: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'processing',
      options: ['processing', 'processed', 'ignored'].map((value) => ({ label: value, value })),
    },
  ],
}
