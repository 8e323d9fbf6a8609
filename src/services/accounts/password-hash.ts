import crypto from 'node:crypto'

/**
 * Payload 3.90's password hashes (its `generatePasswordSaltHash`): the current form is
 * `pbkdf2-sha256-v1:<hex>`, 600,000 rounds and 32 bytes; older rows are bare hex, 25,000 rounds and
 * 512 bytes. Both are PBKDF2-SHA256 over the hex salt.
 */
const CURRENT = { prefix: 'pbkdf2-sha256-v1:', iterations: 600_000, keyLength: 32 } as const
const LEGACY = { iterations: 25_000, keyLength: 512 } as const
const DIGEST = 'sha256'

/** One PBKDF2 derivation, through `crypto.pbkdf2` as Payload's own check runs it (tests count these). */
const derive = (password: string, salt: string, iterations: number, keyLength: number) =>
  new Promise<Buffer>((resolve, reject) =>
    crypto.pbkdf2(password, salt, iterations, keyLength, DIGEST, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  )

/** Whether `password` is the one stored as `hash`/`salt`: Payload's comparison, without its login. */
export const matchesStoredPassword = async (
  stored: { hash?: unknown; salt?: unknown },
  password: string,
): Promise<boolean> => {
  const { hash, salt } = stored
  if (typeof hash !== 'string' || typeof salt !== 'string') return false
  const isCurrent = hash.startsWith(CURRENT.prefix)
  const expected = Buffer.from(isCurrent ? hash.slice(CURRENT.prefix.length) : hash, 'hex')
  const { iterations, keyLength } = isCurrent ? CURRENT : LEGACY
  const given = await derive(password, salt, iterations, keyLength)
  return given.length === expected.length && crypto.timingSafeEqual(given, expected)
}

/**
 * The work of checking one password against a current hash, thrown away: spent where Payload
 * answers before hashing (unknown e-mail, locked account), so every failed sign-in costs the same.
 */
export const spendPasswordCheckWork = async (password: string) => {
  await derive(password, crypto.randomBytes(32).toString('hex'), CURRENT.iterations, CURRENT.keyLength)
}
