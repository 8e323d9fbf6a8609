import type Stripe from 'stripe'

import type { FakePaymentMethod, FakePrice } from '../types'
import type { DecimalString, FakeList, Stored } from './stored'

export type FakeSubscriptionItem = Stored<
  Stripe.SubscriptionItem,
  | 'id'
  | 'object'
  | 'billing_thresholds'
  | 'created'
  | 'current_period_end'
  | 'current_period_start'
  | 'discounts'
  | 'metadata'
  | 'quantity'
  | 'subscription'
  | 'tax_rates'
> & { price: FakePrice }

export type FakeSubscription = Stored<
  Stripe.Subscription,
  | 'id'
  | 'object'
  | 'application'
  | 'billing_cycle_anchor'
  | 'cancel_at'
  | 'cancel_at_period_end'
  | 'canceled_at'
  | 'cancellation_details'
  | 'collection_method'
  | 'created'
  | 'currency'
  | 'customer'
  | 'days_until_due'
  | 'default_payment_method'
  | 'description'
  | 'discounts'
  | 'ended_at'
  | 'latest_invoice'
  | 'livemode'
  | 'metadata'
  | 'pause_collection'
  | 'payment_settings'
  | 'pending_setup_intent'
  | 'schedule'
  | 'start_date'
  | 'status'
  | 'test_clock'
  | 'trial_end'
  | 'trial_start'
> & { items: FakeList<FakeSubscriptionItem> }

export type FakeInvoiceLineItem = Stored<
  Stripe.InvoiceLineItem,
  | 'id'
  | 'object'
  | 'amount'
  | 'currency'
  | 'description'
  | 'discount_amounts'
  | 'discountable'
  | 'discounts'
  | 'invoice'
  | 'livemode'
  | 'metadata'
  | 'parent'
  | 'period'
  | 'pretax_credit_amounts'
  | 'quantity'
  | 'subscription'
  | 'subtotal'
  | 'taxes'
> & {
  pricing: {
    type: 'price_details'
    price_details: { price: string; product: string }
    unit_amount_decimal: DecimalString
  } | null
}

export type FakeInvoicePayment = Stored<
  Stripe.InvoicePayment,
  | 'id'
  | 'object'
  | 'amount_paid'
  | 'amount_requested'
  | 'created'
  | 'currency'
  | 'invoice'
  | 'is_default'
  | 'livemode'
  | 'status'
  | 'status_transitions'
> & { payment: { type: 'payment_intent'; payment_intent: string } }

export type FakeInvoice = Stored<
  Stripe.Invoice,
  | 'id'
  | 'object'
  | 'account_country'
  | 'account_name'
  | 'amount_due'
  | 'amount_overpaid'
  | 'amount_paid'
  | 'amount_remaining'
  | 'attempt_count'
  | 'attempted'
  | 'auto_advance'
  | 'billing_reason'
  | 'collection_method'
  | 'confirmation_secret'
  | 'created'
  | 'currency'
  | 'customer'
  | 'customer_email'
  | 'customer_name'
  | 'default_payment_method'
  | 'description'
  | 'discounts'
  | 'due_date'
  | 'effective_at'
  | 'ending_balance'
  | 'hosted_invoice_url'
  | 'invoice_pdf'
  | 'livemode'
  | 'metadata'
  | 'next_payment_attempt'
  | 'number'
  | 'period_end'
  | 'period_start'
  | 'starting_balance'
  | 'status'
  | 'status_transitions'
  | 'subtotal'
  | 'total'
  | 'webhooks_delivered_at'
> & {
  lines: FakeList<FakeInvoiceLineItem>
  payments: FakeList<FakeInvoicePayment>
  parent: {
    type: 'subscription_details'
    quote_details: null
    subscription_details: { subscription: string; metadata: Stripe.Metadata | null }
  } | null
}

/** Card errors embed the PaymentMethod that failed, as Stripe does. */
export type FakeIntentError = Omit<
  Stripe.PaymentIntent.LastPaymentError,
  'payment_method' | 'payment_intent' | 'setup_intent'
> & {
  payment_method?: FakePaymentMethod
}

export type FakePaymentIntent = Stored<
  Stripe.PaymentIntent,
  | 'id'
  | 'object'
  | 'allowed_payment_method_types'
  | 'amount'
  | 'amount_capturable'
  | 'amount_received'
  | 'canceled_at'
  | 'cancellation_reason'
  | 'capture_method'
  | 'client_secret'
  | 'confirmation_method'
  | 'created'
  | 'currency'
  | 'customer'
  | 'description'
  | 'latest_charge'
  | 'livemode'
  | 'metadata'
  | 'next_action'
  | 'payment_method'
  | 'payment_method_types'
  | 'receipt_email'
  | 'setup_future_usage'
  | 'status'
> & { last_payment_error: FakeIntentError | null }

export type FakeSetupIntent = Stored<
  Stripe.SetupIntent,
  | 'id'
  | 'object'
  | 'allowed_payment_method_types'
  | 'application'
  | 'cancellation_reason'
  | 'client_secret'
  | 'created'
  | 'customer'
  | 'description'
  | 'latest_attempt'
  | 'livemode'
  | 'mandate'
  | 'metadata'
  | 'next_action'
  | 'payment_method'
  | 'payment_method_types'
  | 'single_use_mandate'
  | 'status'
  | 'usage'
> & { last_setup_error: FakeIntentError | null }

export type FakeBalanceTransaction = Stored<
  Stripe.CustomerBalanceTransaction,
  | 'id'
  | 'object'
  | 'amount'
  | 'created'
  | 'credit_note'
  | 'currency'
  | 'customer'
  | 'description'
  | 'ending_balance'
  | 'invoice'
  | 'livemode'
  | 'metadata'
  | 'type'
>
