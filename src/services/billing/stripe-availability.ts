/** How long a client should wait before retrying while Stripe cannot be reached. */
export const STRIPE_RETRY_AFTER_SECONDS = 60

// The Stripe SDK's error types for "Stripe could not be reached or failed on its side".
const STRIPE_UNAVAILABLE_TYPES = new Set(['StripeConnectionError', 'StripeAPIError', 'StripeRateLimitError'])

/** Whether an error says Stripe is unreachable or failing (after the SDK's own retries). */
export const isStripeUnavailable = (error: unknown): boolean => {
  const { type, statusCode } = (error ?? {}) as { type?: unknown; statusCode?: unknown }
  return (
    (typeof type === 'string' && STRIPE_UNAVAILABLE_TYPES.has(type)) ||
    (typeof type === 'string' && type.startsWith('Stripe') && typeof statusCode === 'number' && statusCode >= 500)
  )
}
