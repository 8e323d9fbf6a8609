import type Stripe from 'stripe'

import type { DecimalString, Stored } from './types/stored'

export * from './types/billing'
export type { FakeList } from './types/stored'

/** Shapes of the objects the fake stores and serves; see types/stored.ts for how they relate to the SDK's. */
export type FakeCustomer = Stored<
  Stripe.Customer,
  | 'id'
  | 'object'
  | 'address'
  | 'balance'
  | 'created'
  | 'currency'
  | 'default_source'
  | 'delinquent'
  | 'description'
  | 'email'
  | 'invoice_prefix'
  | 'livemode'
  | 'metadata'
  | 'name'
  | 'next_invoice_sequence'
  | 'phone'
  | 'preferred_locales'
  | 'shipping'
  | 'tax_exempt'
  | 'test_clock'
> & {
  invoice_settings: Omit<Stripe.Customer.InvoiceSettings, 'default_payment_method'> & {
    default_payment_method: string | null
  }
}

export type FakeCard = Stripe.PaymentMethod.Card

export type FakePaymentMethod = Stored<
  Stripe.PaymentMethod,
  | 'id'
  | 'object'
  | 'allow_redisplay'
  | 'billing_details'
  | 'card'
  | 'created'
  | 'customer'
  | 'livemode'
  | 'metadata'
  | 'type'
> & { customer_account: null }

export type FakeProduct = Stored<
  Stripe.Product,
  | 'id'
  | 'object'
  | 'active'
  | 'created'
  | 'default_price'
  | 'description'
  | 'images'
  | 'livemode'
  | 'marketing_features'
  | 'metadata'
  | 'name'
  | 'package_dimensions'
  | 'shippable'
  | 'tax_code'
  | 'type'
  | 'unit_label'
  | 'updated'
  | 'url'
>

export type FakePrice = Stored<
  Stripe.Price,
  | 'id'
  | 'object'
  | 'active'
  | 'billing_scheme'
  | 'created'
  | 'currency'
  | 'custom_unit_amount'
  | 'livemode'
  | 'lookup_key'
  | 'metadata'
  | 'nickname'
  | 'product'
  | 'recurring'
  | 'tax_behavior'
  | 'tiers_mode'
  | 'transform_quantity'
  | 'type'
  | 'unit_amount'
> & { unit_amount_decimal: DecimalString }

export type FakeAccount = Stored<
  Stripe.Account,
  | 'id'
  | 'object'
  | 'business_type'
  | 'capabilities'
  | 'charges_enabled'
  | 'country'
  | 'created'
  | 'default_currency'
  | 'details_submitted'
  | 'email'
  | 'metadata'
  | 'payouts_enabled'
  | 'type'
>

export type FakePortalSession = Stored<
  Stripe.BillingPortal.Session,
  | 'id'
  | 'object'
  | 'configuration'
  | 'created'
  | 'customer'
  | 'customer_account'
  | 'flow'
  | 'livemode'
  | 'locale'
  | 'on_behalf_of'
  | 'return_url'
  | 'url'
>

export type FakeCheckoutSession = Stored<
  Stripe.Checkout.Session,
  | 'id'
  | 'object'
  | 'amount_subtotal'
  | 'amount_total'
  | 'cancel_url'
  | 'client_reference_id'
  | 'created'
  | 'currency'
  | 'customer'
  | 'customer_email'
  | 'expires_at'
  | 'invoice'
  | 'livemode'
  | 'metadata'
  | 'mode'
  | 'payment_intent'
  | 'payment_method_types'
  | 'payment_status'
  | 'setup_intent'
  | 'status'
  | 'subscription'
  | 'success_url'
  | 'url'
>

/** Any stored API object, as the renderer and `expand[]` see it. */
export type ApiObject = { id: string; object: string }

export type FakeEvent = Omit<Stripe.EventBase, 'type' | 'data'> & {
  type: Stripe.Event.Type
  data: { object: Record<string, unknown>; previous_attributes?: Record<string, unknown> }
}

export type EventType = Stripe.Event.Type
