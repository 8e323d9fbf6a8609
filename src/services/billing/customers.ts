import type { Payload } from 'payload'
import type Stripe from 'stripe'

import type { User } from '../../payload-types'

/**
 * The user's Stripe customer, created once: the idempotency key is the user id, so concurrent
 * first purchases end with one customer.
 */
export const ensureCustomer = async ({
  payload,
  stripe,
  user,
}: {
  payload: Payload
  stripe: Stripe
  user: User
}): Promise<string> => {
  const fresh = await payload.findByID({ collection: 'users', id: user.id, depth: 0, overrideAccess: true })
  const existing = fresh.billing?.stripeCustomerId
  if (existing) return existing
  const customer = await stripe.customers.create(
    { email: fresh.email, name: fresh.name, metadata: { userId: String(fresh.id) } },
    { idempotencyKey: `customer-${fresh.id}` },
  )
  await payload.update({
    collection: 'users',
    id: fresh.id,
    data: { billing: { ...fresh.billing, stripeCustomerId: customer.id } },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  return customer.id
}

export const userByCustomerId = async (payload: Payload, customerId: string): Promise<User | null> => {
  const result = await payload.find({
    collection: 'users',
    where: { 'billing.stripeCustomerId': { equals: customerId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return result.docs[0] ?? null
}
