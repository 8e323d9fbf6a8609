import type Stripe from 'stripe'

import { userByCustomerId } from '../customers'
import { syncSubscription } from '../sync-subscription'
import { idOf, invoiceSubscriptionId, type WebhookHandler } from './types'

/** invoice.paid: one ledger row per invoice (affiliate earnings, revenue), then refresh the plan. */
export const invoicePaid: WebhookHandler = async ({ payload, stripe, event }) => {
  const invoice = await stripe.invoices.retrieve((event.data.object as Stripe.Invoice).id!)
  if (invoice.status !== 'paid') return
  const customerId = idOf(invoice.customer)!
  const subscriptionId = invoiceSubscriptionId(invoice)
  const existing = await payload.count({
    collection: 'payments',
    where: { stripeInvoiceId: { equals: invoice.id } },
    overrideAccess: true,
  })
  if (existing.totalDocs === 0 && invoice.amount_paid > 0) {
    const user = await userByCustomerId(payload, customerId)
    const paidAt = invoice.status_transitions?.paid_at ?? invoice.created
    await payload.create({
      collection: 'payments',
      data: {
        stripeInvoiceId: invoice.id!,
        user: user?.id ?? null,
        stripeCustomerId: customerId,
        stripeSubscriptionId: subscriptionId,
        amountPaid: invoice.amount_paid,
        currency: invoice.currency,
        paidAt: new Date(paidAt * 1000).toISOString(),
      },
      overrideAccess: true,
    })
  }
  if (subscriptionId) await syncSubscription({ payload, stripe, subscriptionId })
}
