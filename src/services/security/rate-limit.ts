import type { Payload } from 'payload'

import { RATE_LIMITS, type RateLimitedAction } from '../../config/limits'
import { AppError } from '../../lib/errors/app-error'
import { VALIDATION_MESSAGES } from '../../lib/validation/messages'

/**
 * Counts this client's recent attempts at `action` in the database (so every app server shares
 * the count) and refuses once the window's limit is reached; otherwise records this attempt.
 */
export const consumeRateLimit = async ({
  payload,
  action,
  clientKey,
  message = VALIDATION_MESSAGES.tooManyRequests,
}: {
  payload: Payload
  action: RateLimitedAction
  clientKey: string
  message?: string
}) => {
  const { limit, windowMs } = RATE_LIMITS[action]
  const since = new Date(Date.now() - windowMs).toISOString()
  const recent = await payload.count({
    collection: 'auth-attempts',
    where: {
      and: [
        { action: { equals: action } },
        { clientKey: { equals: clientKey } },
        { createdAt: { greater_than: since } },
      ],
    },
    overrideAccess: true,
  })
  if (recent.totalDocs >= limit) {
    throw new AppError('rateLimited', message, { details: { retryAfterSeconds: Math.ceil(windowMs / 1000) } })
  }
  await payload.create({ collection: 'auth-attempts', data: { action, clientKey }, overrideAccess: true })
}
