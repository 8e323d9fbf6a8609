import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const MIN_LENGTH = 32
const DEV_SECRET_FILE = path.resolve(process.cwd(), 'data', '.dev-payload-secret')

/**
 * PAYLOAD_SECRET signs every session token. Production refuses to start without a proper one
 * (a guessable key would let anyone forge sessions). Outside production a random secret is kept
 * in the git-ignored data/ folder so `npm run dev` works on a fresh clone.
 */
export const payloadSecret = (env: NodeJS.ProcessEnv = process.env): string => {
  const secret = env.PAYLOAD_SECRET?.trim()
  if (secret && secret.length >= MIN_LENGTH) return secret
  if (secret) throw new Error(`PAYLOAD_SECRET must be at least ${MIN_LENGTH} characters long.`)
  if (env.NODE_ENV === 'production') {
    throw new Error(
      'PAYLOAD_SECRET is not set. Refusing to start in production without it (see README, Configuration).',
    )
  }
  if (existsSync(DEV_SECRET_FILE)) return readFileSync(DEV_SECRET_FILE, 'utf8').trim()
  const generated = randomBytes(32).toString('hex')
  mkdirSync(path.dirname(DEV_SECRET_FILE), { recursive: true })
  writeFileSync(DEV_SECRET_FILE, generated, { mode: 0o600 })
  return generated
}
