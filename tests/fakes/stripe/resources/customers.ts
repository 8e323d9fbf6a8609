import { cancelSubscription } from '../billing/subscriptions'
import type { FakeContext } from '../context'
import { invalidRequest, resourceMissing } from '../errors'
import type { Params } from '../form'
import { listResponse, newestFirst, route, type Route } from '../router'
import type { FakeCustomer } from '../types'
import { attachPaymentMethod, resolvePaymentMethod } from './payment-methods'

export const getCustomer = (fake: FakeContext, id: string, param = 'customer'): FakeCustomer => {
  const customer = fake.store.customers.get(id)
  if (!customer) throw resourceMissing('customer', id, param)
  return customer
}

const setDefaultPaymentMethod = (fake: FakeContext, customer: FakeCustomer, id: string | null): void => {
  if (id !== null) {
    const method = fake.store.paymentMethods.get(id)
    if (!method || method.customer !== customer.id) {
      throw invalidRequest(
        `No such PaymentMethod: '${id}'; It's possible this PaymentMethod exists on one of your connected accounts, in which case you should retry this request on that connected account.`,
        'invoice_settings[default_payment_method]',
        'resource_missing',
      )
    }
  }
  customer.invoice_settings.default_payment_method = id
}

const applyUpdate = (fake: FakeContext, customer: FakeCustomer, p: Params): void => {
  const email = p.nullableString('email')
  if (email !== undefined) customer.email = email
  const name = p.nullableString('name')
  if (name !== undefined) customer.name = name
  const description = p.nullableString('description')
  if (description !== undefined) customer.description = description
  const phone = p.nullableString('phone')
  if (phone !== undefined) customer.phone = phone
  customer.metadata = p.metadata(customer.metadata)
  const attach = p.string('payment_method')
  if (attach) attachPaymentMethod(fake, resolvePaymentMethod(fake, attach, 'payment_method'), customer.id)
  const defaultMethod = p.child('invoice_settings')?.nullableString('default_payment_method')
  if (defaultMethod !== undefined) setDefaultPaymentMethod(fake, customer, defaultMethod)
}

export const createCustomer = (fake: FakeContext, p: Params): FakeCustomer => {
  const customer: FakeCustomer = {
    id: fake.store.newId('cus'),
    object: 'customer',
    address: null,
    balance: 0,
    created: fake.store.now(),
    currency: null,
    default_source: null,
    delinquent: false,
    description: null,
    email: null,
    invoice_prefix: null,
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
    livemode: false,
    metadata: {},
    name: null,
    next_invoice_sequence: 1,
    phone: null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  }
  customer.invoice_prefix = customer.id.slice(4, 12).toUpperCase()
  fake.store.customers.set(customer.id, customer)
  applyUpdate(fake, customer, p)
  return customer
}

export const customerRoutes: Route[] = [
  route('POST', '/v1/customers', (req, fake) => createCustomer(fake, req.body)),
  route('GET', '/v1/customers', (req, fake) => {
    const email = req.body.string('email')
    const customers = newestFirst(fake.store.customers.values()).filter((c) => !email || c.email === email)
    return listResponse(customers, req, '/v1/customers')
  }),
  route('GET', '/v1/customers/:id', (req, fake) => {
    const { id = '' } = req.params
    if (fake.store.deletedCustomers.has(id)) return { id, object: 'customer', deleted: true }
    return getCustomer(fake, id, 'id')
  }),
  route('POST', '/v1/customers/:id', (req, fake) => {
    const customer = getCustomer(fake, req.params.id ?? '', 'id')
    applyUpdate(fake, customer, req.body)
    return customer
  }),
  route('DELETE', '/v1/customers/:id', (req, fake) => {
    const customer = getCustomer(fake, req.params.id ?? '', 'id')
    // Deleting a customer ends their subscriptions right away, with the usual events.
    for (const subscription of fake.store.subscriptions.values()) {
      if (subscription.customer === customer.id && !['canceled', 'incomplete_expired'].includes(subscription.status)) {
        cancelSubscription(fake, subscription)
      }
    }
    fake.store.customers.delete(customer.id)
    fake.store.deletedCustomers.add(customer.id)
    return { id: customer.id, object: 'customer', deleted: true }
  }),
]
