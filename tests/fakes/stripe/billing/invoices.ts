import type { FakeContext } from '../context'
import { creditFor, recordBalanceChange } from '../resources/customer-balance'
import type { FakeCustomer, FakeInvoice, FakeInvoiceLineItem, FakePrice, FakeSubscription } from '../types'
import { createInvoicePaymentIntent } from './payments'
import { settleSubscriptionAfterPayment } from './subscriptions'

export type LineInput = {
  amount: number
  description: string
  quantity: number
  price: FakePrice | null
  period: { start: number; end: number }
  /** Set for the subscription's own items; one-off `add_invoice_items` lines leave it out. */
  subscriptionItem?: string
}

type Recurring = { interval: string; interval_count: number }

const DAY = 86_400

/**
 * Calendar-aware like Stripe: monthly and yearly periods keep the start's day of month, or end on
 * the month's last day when it has no such day (29 November + 3 months is 28 February, not 1 March),
 * and every period counts from the start, so the day comes back in longer months; weeks are 7 days.
 */
export const addInterval = (start: number, recurring: Recurring, times = 1): number => {
  const count = recurring.interval_count * times
  if (recurring.interval === 'day') return start + count * DAY
  if (recurring.interval === 'week') return start + count * 7 * DAY
  const date = new Date(start * 1000)
  const months = recurring.interval === 'month' ? count : count * 12
  const target = date.getUTCMonth() + months
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), target + 1, 0)).getUTCDate()
  date.setUTCDate(1)
  date.setUTCMonth(target)
  date.setUTCDate(Math.min(new Date(start * 1000).getUTCDate(), lastDay))
  return Math.floor(date.getTime() / 1000)
}

const buildLine = (
  fake: FakeContext,
  invoiceId: string,
  currency: string,
  subscriptionId: string | null,
  line: LineInput,
): FakeInvoiceLineItem => {
  const proration = { proration: false, proration_details: { credited_items: null } }
  return {
    id: fake.store.newId('il'),
    object: 'line_item',
    amount: line.amount,
    currency,
    description: line.description,
    discount_amounts: [],
    discountable: true,
    discounts: [],
    invoice: invoiceId,
    livemode: false,
    metadata: {},
    parent: line.subscriptionItem
      ? {
          type: 'subscription_item_details',
          invoice_item_details: null,
          subscription_item_details: {
            invoice_item: null,
            ...proration,
            subscription: subscriptionId,
            subscription_item: line.subscriptionItem,
          },
        }
      : {
          type: 'invoice_item_details',
          invoice_item_details: { invoice_item: fake.store.newId('ii'), ...proration, subscription: subscriptionId },
          subscription_item_details: null,
        },
    period: line.period,
    pretax_credit_amounts: [],
    pricing: line.price
      ? {
          type: 'price_details',
          price_details: { price: line.price.id, product: line.price.product },
          unit_amount_decimal: line.price.unit_amount_decimal,
        }
      : null,
    quantity: line.quantity,
    subscription: subscriptionId,
    subtotal: line.amount,
    taxes: [],
  }
}

/**
 * A finalized (`open`) invoice; the customer's credit balance pays what it can first, and any
 * amount still due gets a PaymentIntent the app can confirm.
 */
export const createInvoice = (
  fake: FakeContext,
  input: {
    customer: FakeCustomer
    currency: string
    lines: LineInput[]
    billingReason: FakeInvoice['billing_reason']
    subscription?: FakeSubscription | null
    paymentMethod?: string | null
    description?: string | null
    metadata?: Record<string, string>
  },
): FakeInvoice => {
  const now = fake.store.now()
  const id = fake.store.newId('in')
  const subscriptionId = input.subscription?.id ?? null
  const lines = input.lines.map((line) => buildLine(fake, id, input.currency, subscriptionId, line))
  const total = lines.reduce((sum, line) => sum + line.amount, 0)
  const startingBalance = input.customer.balance
  const credit = creditFor(input.customer, total)
  const due = total - credit
  const periods = input.lines.map((line) => line.period)
  const invoice: FakeInvoice = {
    id,
    object: 'invoice',
    account_country: 'US',
    account_name: 'Fake Stripe',
    amount_due: due,
    amount_overpaid: 0,
    amount_paid: 0,
    amount_remaining: due,
    attempt_count: 0,
    attempted: false,
    auto_advance: due > 0,
    billing_reason: input.billingReason,
    collection_method: 'charge_automatically',
    confirmation_secret: null,
    created: now,
    currency: input.currency,
    customer: input.customer.id,
    customer_email: input.customer.email,
    customer_name: input.customer.name,
    default_payment_method: null,
    description: input.description ?? null,
    discounts: [],
    due_date: null,
    effective_at: now,
    ending_balance: startingBalance + credit,
    hosted_invoice_url: `${fake.baseUrl()}/__fake/invoices/${id}`,
    invoice_pdf: `${fake.baseUrl()}/__fake/invoices/${id}/pdf`,
    lines: { object: 'list', data: lines, has_more: false, url: `/v1/invoices/${id}/lines` },
    livemode: false,
    metadata: input.metadata ?? {},
    next_payment_attempt: null,
    number: fake.store.nextInvoiceNumber(),
    parent: input.subscription
      ? {
          type: 'subscription_details',
          quote_details: null,
          subscription_details: { subscription: input.subscription.id, metadata: { ...input.subscription.metadata } },
        }
      : null,
    payments: { object: 'list', data: [], has_more: false, url: `/v1/invoice_payments?invoice=${id}` },
    period_end: Math.max(now, ...periods.map((period) => period.end)),
    period_start: Math.min(now, ...periods.map((period) => period.start)),
    starting_balance: startingBalance,
    status: 'open',
    status_transitions: { finalized_at: now, marked_uncollectible_at: null, paid_at: null, voided_at: null },
    subtotal: total,
    total,
    webhooks_delivered_at: now,
  }
  fake.store.invoices.set(id, invoice)
  if (credit > 0) {
    recordBalanceChange(fake, input.customer, {
      amount: credit,
      currency: input.currency,
      type: 'applied_to_invoice',
      invoice: id,
    })
  }
  if (due > 0) createInvoicePaymentIntent(fake, invoice, input.paymentMethod ?? null)
  return invoice
}

export const subscriptionOf = (fake: FakeContext, invoice: FakeInvoice): FakeSubscription | undefined => {
  const id = invoice.parent?.subscription_details.subscription
  return id ? fake.store.subscriptions.get(id) : undefined
}

/**
 * Marks an invoice paid and, by default, emits `invoice.paid` and moves its subscription out of
 * incomplete/past_due/unpaid. Callers that must order events differently turn either part off.
 */
export const markInvoicePaid = (
  fake: FakeContext,
  invoice: FakeInvoice,
  options: { paidAt?: number; emit?: boolean; settle?: boolean } = {},
): FakeInvoice => {
  const paidAt = options.paidAt ?? fake.store.now()
  invoice.status = 'paid'
  invoice.amount_paid = invoice.amount_due
  invoice.amount_remaining = 0
  invoice.auto_advance = false
  invoice.next_payment_attempt = null
  invoice.status_transitions.paid_at = paidAt
  for (const payment of invoice.payments.data) {
    payment.status = 'paid'
    payment.amount_paid = payment.amount_requested
    payment.status_transitions.paid_at = paidAt
  }
  if (options.emit !== false) fake.events.emit('invoice.paid', invoice)
  const subscription = subscriptionOf(fake, invoice)
  if (subscription && options.settle !== false) settleSubscriptionAfterPayment(fake, subscription)
  return invoice
}

export const voidInvoice = (fake: FakeContext, invoice: FakeInvoice): void => {
  if (invoice.status !== 'open') return
  const now = fake.store.now()
  invoice.status = 'void'
  invoice.auto_advance = false
  invoice.next_payment_attempt = null
  invoice.status_transitions.voided_at = now
  for (const payment of invoice.payments.data) {
    payment.status = 'canceled'
    payment.status_transitions.canceled_at = now
    const intent = fake.store.paymentIntents.get(payment.payment.payment_intent)
    if (intent && intent.status !== 'succeeded') {
      intent.status = 'canceled'
      intent.canceled_at = now
      intent.cancellation_reason = 'void_invoice'
      intent.next_action = null
    }
  }
}
