import type { CollectionConfig } from 'payload'

import { adminOnly, hiddenFromNonAdmins } from '../../src/access'
import { SUBSCRIPTION_STATUSES } from '../../src/config/billing'
import { USER_PLAN_IDS } from '../../src/config/plans'

/**
 * One row per Stripe subscription, mirrored by the billing sync: the history that MRR, churn and
 * trial conversion are computed from (the user row only holds the current one).
 */
export const Subscriptions: CollectionConfig = {
  slug: 'subscriptions',
  admin: {
    group: 'Billing',
    useAsTitle: 'stripeSubscriptionId',
    defaultColumns: ['user', 'plan', 'status', 'startedAt', 'endedAt'],
    hidden: hiddenFromNonAdmins,
  },
  access: { read: adminOnly, create: () => false, update: () => false, delete: adminOnly },
  fields: [
    { name: 'stripeSubscriptionId', type: 'text', required: true, unique: true, index: true },
    { name: 'user', type: 'relationship', relationTo: 'users', index: true },
    {
      name: 'plan',
      type: 'select',
      required: true,
      options: USER_PLAN_IDS.map((value) => ({ label: value, value })),
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      index: true,
      options: SUBSCRIPTION_STATUSES.map((value) => ({ label: value, value })),
    },
    {
      name: 'monthlyAmountCents',
      type: 'number',
      required: true,
      min: 0,
      admin: { description: 'The recurring price normalised to a month (weekly × 52 / 12), US cents' },
    },
    { name: 'startedAt', type: 'date', required: true, index: true },
    { name: 'trialEndsAt', type: 'date', index: true },
    { name: 'convertedAt', type: 'date', admin: { description: 'When a trial first became a paid subscription' } },
    { name: 'endedAt', type: 'date', index: true },
    {
      name: 'pausedAt',
      type: 'date',
      admin: {
        description: 'When its current pause began (Stripe pause_collection); MRR leaves it out until it resumes',
      },
    },
    { name: 'pausedUntil', type: 'date', admin: { description: 'When its current pause ends (resumes_at)' } },
  ],
}
