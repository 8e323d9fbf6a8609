import { createHash } from 'node:crypto'

/**
 * The requester's IP (first X-Forwarded-For hop from the load balancer, else X-Real-IP), hashed:
 * rate-limit rows never store a raw address.
 */
export const clientKey = (headers: Headers): string => {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  const ip = forwarded || headers.get('x-real-ip')?.trim() || 'unknown'
  return createHash('sha256').update(`studify:${ip}`).digest('hex').slice(0, 32)
}
