import type { FakeContext } from '../context'
import { invalidRequest } from '../errors'
import { listResponse, newestFirst, route, type Route } from '../router'
import type { FakeBalanceTransaction, FakeCustomer } from '../types'
import { getCustomer } from './customers'

/**
 * One change to a customer's credit balance, as Stripe records it: a negative amount is credit the
 * customer's next invoices use up before anything is charged, a positive one is owed.
 */
export const recordBalanceChange = (
  fake: FakeContext,
  customer: FakeCustomer,
  change: {
    amount: number
    currency: string
    type: FakeBalanceTransaction['type']
    description?: string | null
    invoice?: string | null
    metadata?: Record<string, string>
  },
): FakeBalanceTransaction => {
  customer.balance += change.amount
  customer.currency = customer.currency ?? change.currency
  const transaction: FakeBalanceTransaction = {
    id: fake.store.newId('cbtxn'),
    object: 'customer_balance_transaction',
    amount: change.amount,
    created: fake.store.now(),
    credit_note: null,
    currency: change.currency,
    customer: customer.id,
    description: change.description ?? null,
    ending_balance: customer.balance,
    invoice: change.invoice ?? null,
    livemode: false,
    metadata: change.metadata ?? {},
    type: change.type,
  }
  fake.store.balanceTransactions.set(transaction.id, transaction)
  return transaction
}

/** How much of a new invoice's total the customer's credit pays (Stripe applies it at finalisation). */
export const creditFor = (customer: FakeCustomer, total: number): number =>
  customer.balance < 0 && total > 0 ? Math.min(total, -customer.balance) : 0

export const customerBalanceRoutes: Route[] = [
  route('POST', '/v1/customers/:id/balance_transactions', (req, fake) => {
    const customer = getCustomer(fake, req.params.id ?? '', 'id')
    const amount = req.body.int('amount')
    if (amount === undefined || amount === 0) throw invalidRequest('Missing required param: amount.', 'amount')
    const currency = req.body.requiredString('currency').toLowerCase()
    if (customer.currency && customer.currency !== currency) {
      throw invalidRequest(`The currency must match the customer's currency (${customer.currency}).`, 'currency')
    }
    return recordBalanceChange(fake, customer, {
      amount,
      currency,
      type: 'adjustment',
      description: req.body.nullableString('description') ?? null,
      metadata: req.body.metadata(),
    })
  }),
  route('GET', '/v1/customers/:id/balance_transactions', (req, fake) => {
    const customer = getCustomer(fake, req.params.id ?? '', 'id')
    const transactions = newestFirst(fake.store.balanceTransactions.values()).filter(
      (transaction) => transaction.customer === customer.id,
    )
    return listResponse(transactions, req, `/v1/customers/${customer.id}/balance_transactions`)
  }),
]
