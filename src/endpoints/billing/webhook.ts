import { AppError } from '../../lib/errors/app-error'
import { handleStripeWebhook } from '../../services/billing/handle-webhook'
import { requireStripe } from '../../services/billing/stripe-client'
import { defineEndpoint } from '../define-endpoint'

/** POST /api/stripe/webhook — Stripe's signed events, verified on the raw body. */
export const stripeWebhookEndpoint = defineEndpoint({
  path: '/stripe/webhook',
  method: 'post',
  access: 'public',
  // Verified on the exact bytes Stripe signed, so read here rather than parsed as JSON.
  accepts: { raw: true },
  handler: async ({ req }) => {
    const secret = process.env.STRIPE_WEBHOOK_SECRET
    if (!secret) throw new AppError('unavailable', 'Stripe webhooks are not configured')
    const rawBody = await req.text!()
    const result = await handleStripeWebhook({
      payload: req.payload,
      stripe: requireStripe(),
      rawBody,
      signature: req.headers.get('stripe-signature'),
      secret,
    })
    return Response.json({ received: true, ...result })
  },
})
