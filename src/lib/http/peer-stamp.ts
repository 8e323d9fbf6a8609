import { createHmac, randomBytes } from 'node:crypto'
import type { IncomingMessage } from 'node:http'

/**
 * The one place the peer stamp is signed: the production server (scripts/serve.mjs, which Node
 * runs without a build, so this file keeps to erasable TypeScript and imports only Node) stamps
 * each request, and the app verifies it (client-address.ts) with the same header, secret and HMAC.
 * The secret lives only in this process; server and app share it through a global symbol.
 */
export const PEER_HEADER = 'x-studify-peer'

const SECRET_KEY = Symbol.for('studify.peerSecret')
const processSecret = (): Buffer => {
  const store = globalThis as { [SECRET_KEY]?: Buffer }
  store[SECRET_KEY] ??= randomBytes(32)
  return store[SECRET_KEY]
}

/**
 * Requests come from few addresses (a load balancer's, a handful of clients'): each is signed once
 * per process rather than on every request. Cleared when full, so a flood of addresses holds at
 * most this many.
 */
const MAX_SIGNED_ADDRESSES = 1024
const signatures = new Map<string, string>()

export const peerSignature = (address: string) => {
  let signature = signatures.get(address)
  if (signature === undefined) {
    if (signatures.size >= MAX_SIGNED_ADDRESSES) signatures.clear()
    signature = createHmac('sha256', processSecret()).update(address).digest('base64url')
    signatures.set(address, signature)
  }
  return signature
}

/** The header value the server attaches for a connection from `address`. */
export const signPeer = (address: string): string => `${address} ${peerSignature(address)}`

/** Replaces whatever the client sent under our header with the real, signed peer address. */
export const stampPeer = (request: IncomingMessage) => {
  request.headers[PEER_HEADER] = signPeer((request.socket.remoteAddress ?? 'unknown').replace(/^::ffff:/, ''))
}
