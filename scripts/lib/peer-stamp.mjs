// Stamps a request with the TCP peer it came from, signed with this process's secret; the app
// verifies it in src/lib/http/client-address.ts (same header, same secret, same HMAC).
import { createHmac, randomBytes } from 'node:crypto'

export const PEER_HEADER = 'x-studify-peer'
const SECRET_KEY = Symbol.for('studify.peerSecret')

const processSecret = () => {
  globalThis[SECRET_KEY] ??= randomBytes(32)
  return globalThis[SECRET_KEY]
}

/** Replaces whatever the client sent under our header with the real, signed peer address. */
export const stampPeer = (request) => {
  const address = (request.socket.remoteAddress ?? 'unknown').replace(/^::ffff:/, '')
  const signed = createHmac('sha256', processSecret()).update(address).digest('base64url')
  request.headers[PEER_HEADER] = `${address} ${signed}`
}
