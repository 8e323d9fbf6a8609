import { defineEndpoint } from '../define-endpoint'

/**
 * GET /api/billing/config — the publishable key, read at request time so one build serves any
 * environment; null when payments are not set up (the checkout then says so).
 */
export const billingConfigEndpoint = defineEndpoint({
  path: '/billing/config',
  method: 'get',
  access: 'public',
  handler: async () =>
    Response.json(
      { publishableKey: process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY || null },
      { headers: { 'cache-control': 'no-store' } },
    ),
})
