import { confirmPaymentIntent, intentOf } from '../billing/payments'
import type { FakeContext } from '../context'
import { invalidRequest, resourceMissing } from '../errors'
import { listResponse, newestFirst, route, type Route } from '../router'
import type { FakeInvoice } from '../types'

export const getInvoice = (fake: FakeContext, id: string, param = 'id'): FakeInvoice => {
  const invoice = fake.store.invoices.get(id)
  if (!invoice) throw resourceMissing('invoice', id, param)
  return invoice
}

/** `POST /v1/invoices/:id/pay`: one real attempt with the card's test behaviour. */
const pay = (fake: FakeContext, invoice: FakeInvoice, paymentMethod: string | undefined): FakeInvoice => {
  if (invoice.status === 'paid') throw invalidRequest('Invoice is already paid', undefined, 'invoice_already_paid')
  if (invoice.status !== 'open')
    throw invalidRequest(`This invoice is ${invoice.status}.`, undefined, 'invoice_not_editable')
  const intent = intentOf(fake, invoice)
  if (!intent) throw invalidRequest('This invoice has nothing to pay.')
  const outcome = confirmPaymentIntent(fake, intent, paymentMethod)
  if (outcome.status === 'failed') throw outcome.error
  if (outcome.status === 'requires_action') {
    throw invalidRequest(
      'Payment for this invoice requires a payment method to be authenticated.',
      undefined,
      'invoice_payment_intent_requires_action',
      402,
    )
  }
  return invoice
}

export const invoiceRoutes: Route[] = [
  route('GET', '/v1/invoices', (req, fake) => {
    const p = req.body
    const customer = p.string('customer')
    const status = p.string('status')
    const subscription = p.string('subscription')
    const invoices = newestFirst(fake.store.invoices.values()).filter(
      (invoice) =>
        (!customer || invoice.customer === customer) &&
        (!status || invoice.status === status) &&
        (!subscription || invoice.parent?.subscription_details.subscription === subscription),
    )
    return listResponse(invoices, req, '/v1/invoices')
  }),
  route('GET', '/v1/invoices/:id', (req, fake) => getInvoice(fake, req.params.id ?? '')),
  route('GET', '/v1/invoices/:id/lines', (req, fake) => {
    const invoice = getInvoice(fake, req.params.id ?? '')
    return listResponse(invoice.lines.data, req, invoice.lines.url)
  }),
  route('POST', '/v1/invoices/:id/pay', (req, fake) =>
    pay(fake, getInvoice(fake, req.params.id ?? ''), req.body.string('payment_method')),
  ),
  route('GET', '/v1/invoice_payments', (req, fake) => {
    const invoice = req.body.string('invoice')
    const payments = newestFirst(fake.store.invoices.values())
      .filter((entry) => !invoice || entry.id === invoice)
      .flatMap((entry) => entry.payments.data)
    return listResponse(payments, req, '/v1/invoice_payments')
  }),
]
