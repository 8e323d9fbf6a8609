import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto'

import { payloadSecret } from '../payload-secret'
import { PEER_HEADER, peerSignature } from './peer-stamp'

/**
 * The production server (scripts/serve.mjs) stamps every request with the address of the TCP peer
 * it came from, signed with a secret that lives only in this process, after throwing away any copy
 * the client sent. A signature is what makes the stamp trustworthy: behind `next start` (no stamp)
 * a forged header is simply ignored.
 */
export { PEER_HEADER, signPeer } from './peer-stamp'

/** The stamped peer address, or null when the stamp is missing or not ours. */
export const verifiedPeer = (headers: Headers): string | null => {
  const [address, signed] = (headers.get(PEER_HEADER) ?? '').split(' ')
  if (!address || !signed) return null
  const expected = Buffer.from(peerSignature(address))
  const given = Buffer.from(signed)
  return given.length === expected.length && timingSafeEqual(given, expected) ? address : null
}

/** How many load balancers of our own sit in front of the app (each appends to X-Forwarded-For). */
export const trustedProxyHops = (value = process.env.TRUST_PROXY_HOPS): number => {
  const hops = Number(value ?? 0)
  return Number.isInteger(hops) && hops >= 0 ? hops : 0
}

/**
 * The one decision on who the client is, for every limit and log. The chain is what our own
 * proxies reported (X-Forwarded-For) followed by the connection's peer; with N trusted hops the
 * client is N places from the right end, so entries a client wrote further left never count.
 * With no verifiable peer the answer is 'unknown': one shared bucket, never a forgeable one.
 */
export const clientAddress = (headers: Headers, hops = trustedProxyHops()): string => {
  const peer = verifiedPeer(headers)
  if (!peer) return 'unknown'
  if (hops === 0) return peer
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const chain = [...forwarded, peer]
  return chain[Math.max(0, chain.length - 1 - hops)]!
}

/**
 * A key for hashing addresses, derived from PAYLOAD_SECRET (so every app server derives the same
 * one) and used for nothing else. Without it the IPv4 space is small enough to reverse a hash.
 */
const addressKey = (): Buffer => Buffer.from(hkdfSync('sha256', payloadSecret(), 'studify', 'client-address-hash', 32))

/** The client's address, hashed with a secret key: rate-limit rows never store a recoverable address. */
export const clientKey = (headers: Headers): string =>
  createHmac('sha256', addressKey()).update(clientAddress(headers)).digest('hex').slice(0, 32)
