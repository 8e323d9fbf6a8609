import Stripe from 'stripe'

import { AppError } from '../../lib/errors/app-error'

export type StripeConfig = { secretKey: string; apiBase?: string; webhookSecret?: string }

const clients = new Map<string, Stripe>()

/**
 * One Stripe client per key and API base. `STRIPE_API_BASE` points the SDK at another server
 * (tests and local runs use a fake); unset, it talks to Stripe itself.
 */
export const stripeClient = (config: StripeConfig): Stripe => {
  const cacheKey = `${config.secretKey}@${config.apiBase ?? ''}`
  const cached = clients.get(cacheKey)
  if (cached) return cached
  const base = config.apiBase ? new URL(config.apiBase) : null
  const client = new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Studify' },
    ...(base
      ? {
          host: base.hostname,
          port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  })
  clients.set(cacheKey, client)
  return client
}

export const stripeConfigFromEnv = (env: NodeJS.ProcessEnv = process.env): StripeConfig | null =>
  env.STRIPE_SECRET_KEY
    ? {
        secretKey: env.STRIPE_SECRET_KEY,
        apiBase: env.STRIPE_API_BASE || undefined,
        webhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
      }
    : null

export const isBillingConfigured = () => stripeConfigFromEnv() !== null

/** The configured client, or a 503 the user can read when payments are not set up. */
export const requireStripe = (): Stripe => {
  const config = stripeConfigFromEnv()
  if (!config) throw new AppError('unavailable', 'Payments are not set up yet. Please try again later.')
  return stripeClient(config)
}
