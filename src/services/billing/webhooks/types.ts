import type { Payload } from 'payload'
import type Stripe from 'stripe'

export type WebhookContext = { payload: Payload; stripe: Stripe; event: Stripe.Event }
export type WebhookHandler = (context: WebhookContext) => Promise<void>

export const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null)

/** The subscription an invoice belongs to (API 2025+ keeps it under `parent`). */
export const invoiceSubscriptionId = (invoice: Stripe.Invoice) =>
  idOf(invoice.parent?.subscription_details?.subscription ?? null)
