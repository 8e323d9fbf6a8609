import { headers } from 'next/headers'

import { NONCE_HEADER } from '../../config/security-headers'

/**
 * This response's script nonce, set by src/proxy.ts on every site page request. Next.js stamps its
 * own scripts from the request's Content-Security-Policy; our inline scripts take this one. Reading
 * it makes the page render per request (a nonce must never be served twice).
 */
export const scriptNonce = async (): Promise<string | undefined> => (await headers()).get(NONCE_HEADER) ?? undefined
