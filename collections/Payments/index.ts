import type { CollectionConfig } from 'payload'

import { adminOnly } from '../../src/access'

/** Paid Stripe invoices, one row each: the ledger affiliate earnings and revenue metrics are computed from. */
export const Payments: CollectionConfig = {
  slug: 'payments',
  admin: { group: 'Billing', useAsTitle: 'stripeInvoiceId', defaultColumns: ['user', 'amountPaid', 'paidAt'] },
  access: { read: adminOnly, create: () => false, update: () => false, delete: adminOnly },
  fields: [
    { name: 'stripeInvoiceId', type: 'text', required: true, unique: true, index: true },
    { name: 'user', type: 'relationship', relationTo: 'users', index: true },
    { name: 'stripeCustomerId', type: 'text', required: true, index: true },
    { name: 'stripeSubscriptionId', type: 'text', index: true },
    { name: 'amountPaid', type: 'number', required: true, min: 0, admin: { description: 'US cents' } },
    { name: 'currency', type: 'text', required: true, defaultValue: 'usd' },
    { name: 'paidAt', type: 'date', required: true, index: true },
  ],
}
