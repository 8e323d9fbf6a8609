import type { Field } from 'payload'

import { adminOnlyField } from '../../src/access'
import { SUBSCRIPTION_STATUSES } from '../../src/config/billing'
import { isStudentForm } from './student-form'

const readOnlyForAdmins = { create: adminOnlyField, read: adminOnlyField, update: adminOnlyField }

/**
 * The account's mirror of its Stripe state, written only by the billing operations (webhooks and
 * sync), which re-read Stripe: Stripe stays the source of truth.
 */
export const billingFields: Field = {
  name: 'billing',
  type: 'group',
  access: readOnlyForAdmins,
  admin: { description: 'Mirrored from Stripe by webhooks; edit in Stripe, not here.', condition: isStudentForm },
  fields: [
    { name: 'stripeCustomerId', type: 'text', index: true, admin: { readOnly: true } },
    { name: 'stripeSubscriptionId', type: 'text', index: true, admin: { readOnly: true } },
    {
      name: 'subscriptionStatus',
      type: 'select',
      defaultValue: 'none',
      options: SUBSCRIPTION_STATUSES.map((value) => ({ label: value, value })),
      admin: { readOnly: true },
    },
    { name: 'currentPeriodEnd', type: 'date', admin: { readOnly: true } },
    { name: 'cancelAtPeriodEnd', type: 'checkbox', defaultValue: false, admin: { readOnly: true } },
    // Stripe's `pause_collection.resumes_at`: no charge and no premium access until then (config/subscription-pause).
    { name: 'pausedUntil', type: 'date', admin: { readOnly: true } },
    { name: 'hasUsedTrial', type: 'checkbox', defaultValue: false, admin: { readOnly: true } },
    // Stripe's `created` of the subscription mirrored here: an older subscription's events never
    // overwrite a newer one's state.
    { name: 'subscriptionCreatedAt', type: 'number', admin: { readOnly: true } },
    { name: 'stripeConnectAccountId', type: 'text', index: true, admin: { readOnly: true } },
    { name: 'connectPayoutsEnabled', type: 'checkbox', defaultValue: false, admin: { readOnly: true } },
  ],
}
