/** Runtime settings read from the environment in one place. */
export const serverUrl = (): string =>
  (process.env.NEXT_PUBLIC_SERVER_URL || 'http://localhost:3000').replace(/\/$/, '')

export const isProduction = (): boolean => process.env.NODE_ENV === 'production'

/**
 * PAYLOAD_SECRET signs every session token. A production server without one would sign tokens
 * with a guessable key, so it refuses to start. `npm start` writes a random one to the
 * git-ignored `.env.local` on a developer's first run; tests set their own.
 */
export const payloadSecret = (): string => {
  const secret = process.env.PAYLOAD_SECRET?.trim()
  if (secret && secret.length >= 32) return secret
  if (secret) throw new Error('PAYLOAD_SECRET must be at least 32 characters long.')
  if (isProduction()) {
    throw new Error(
      'PAYLOAD_SECRET is not set. Refusing to start in production without it (see README, Configuration).',
    )
  }
  throw new Error(
    'PAYLOAD_SECRET is not set. Run `npm start` once to generate a local one in .env.local, or set it yourself.',
  )
}
