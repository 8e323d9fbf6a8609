import { createServer, request as httpRequest, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { clientAddress, clientKey, PEER_HEADER, signPeer, trustedProxyHops } from '@/lib/http/client-address'
import { stampPeer } from '@/lib/http/peer-stamp'

const headersFrom = (peer: string | null, forwarded?: string) =>
  new Headers({
    ...(peer ? { [PEER_HEADER]: signPeer(peer) } : {}),
    ...(forwarded ? { 'x-forwarded-for': forwarded } : {}),
  })

describe('clientAddress', () => {
  it.each([
    { hops: 0, peer: '198.51.100.1', forwarded: undefined, expected: '198.51.100.1' },
    { hops: 0, peer: '198.51.100.1', forwarded: '10.9.9.9', expected: '198.51.100.1' },
    { hops: 0, peer: '198.51.100.1', forwarded: '10.9.9.9, 10.8.8.8', expected: '198.51.100.1' },
    { hops: 1, peer: '10.0.0.2', forwarded: '203.0.113.7', expected: '203.0.113.7' },
    { hops: 1, peer: '10.0.0.2', forwarded: '6.6.6.6, 203.0.113.7', expected: '203.0.113.7' },
    { hops: 2, peer: '10.0.0.3', forwarded: '6.6.6.6, 203.0.113.7, 10.0.0.2', expected: '203.0.113.7' },
    // Fewer entries than hops: the request skipped a proxy; the furthest known address is all there is.
    { hops: 2, peer: '10.0.0.3', forwarded: undefined, expected: '10.0.0.3' },
    { hops: 1, peer: '10.0.0.2', forwarded: ' , ', expected: '10.0.0.2' },
  ])('with $hops hop(s), peer $peer and X-Forwarded-For "$forwarded" is $expected', (row) => {
    expect(clientAddress(headersFrom(row.peer, row.forwarded), row.hops)).toBe(row.expected)
  })

  it.each([
    { case: 'no stamp', headers: new Headers({ 'x-forwarded-for': '203.0.113.9' }) },
    { case: 'a forged stamp', headers: new Headers({ [PEER_HEADER]: '203.0.113.9 c2lnbmF0dXJl' }) },
    {
      case: 'a stamp for another address',
      headers: new Headers({ [PEER_HEADER]: `203.0.113.9 ${signPeer('1.1.1.1').split(' ')[1]}` }),
    },
    { case: 'a malformed stamp', headers: new Headers({ [PEER_HEADER]: '203.0.113.9' }) },
  ])('is "unknown" with $case, whatever X-Forwarded-For says', ({ headers }) => {
    expect(clientAddress(headers, 0)).toBe('unknown')
    expect(clientAddress(headers, 1)).toBe('unknown')
  })

  it('tells real stamps from borrowed ones past the number of signatures a process remembers', () => {
    const addresses = Array.from({ length: 1100 }, (_, index) => `198.51.${index >> 8}.${index & 255}`)
    const stamps = addresses.map((address) => signPeer(address))
    for (const [index, address] of addresses.entries()) {
      // Signed again once the first ones were forgotten: the same stamp, still accepted.
      expect(signPeer(address)).toBe(stamps[index])
      expect(clientAddress(new Headers({ [PEER_HEADER]: stamps[index]! }), 0)).toBe(address)
    }
    const borrowed = `${addresses[0]} ${stamps[1]!.split(' ')[1]}`
    expect(clientAddress(new Headers({ [PEER_HEADER]: borrowed }), 0)).toBe('unknown')
  })

  it('hashes the address into the rate-limit key, never storing it raw', () => {
    const key = clientKey(headersFrom('198.51.100.1'))
    expect(key).toMatch(/^[0-9a-f]{32}$/)
    expect(key).not.toContain('198')
    expect(clientKey(headersFrom('198.51.100.1', '10.1.1.1'))).toBe(key)
    expect(clientKey(headersFrom('198.51.100.2'))).not.toBe(key)
  })

  it.each([
    { value: undefined, hops: 0 },
    { value: '2', hops: 2 },
    { value: '-1', hops: 0 },
    { value: 'one', hops: 0 },
    { value: '1.5', hops: 0 },
  ])('reads TRUST_PROXY_HOPS=$value as $hops', ({ value, hops }) => {
    expect(trustedProxyHops(value)).toBe(hops)
  })
})

describe('the production server’s peer stamp', () => {
  let seen: Headers | null = null
  const server = createServer((request: IncomingMessage, response) => {
    stampPeer(request)
    seen = new Headers(request.headers as Record<string, string>)
    response.end('ok')
  })
  let port = 0
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const send = (headers: Record<string, string>) =>
    new Promise<void>((resolve, reject) => {
      const outgoing = httpRequest({ host: '127.0.0.1', port, headers }, (response) => {
        response.resume()
        response.on('end', resolve)
      })
      outgoing.on('error', reject)
      outgoing.end()
    })

  it('replaces a forged stamp with the connection’s own address, which the app then trusts', async () => {
    await send({
      [PEER_HEADER]: `203.0.113.50 ${signPeer('203.0.113.50').split(' ')[1]}`,
      'x-forwarded-for': '6.6.6.6',
    })
    expect(clientAddress(seen!, 0)).toBe('127.0.0.1')
    expect(clientAddress(seen!, 1)).toBe('6.6.6.6')
  })
})
