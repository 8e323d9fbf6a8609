import { createServer, request, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { describe, expect, it } from 'vitest'

import { keepOneLocation } from '@/lib/http/single-location'

/** A real HTTP exchange: the raw header lines the client received. */
const rawHeaders = (handle: (response: ServerResponse) => void) =>
  new Promise<string[]>((resolve, reject) => {
    const server = createServer((_request, response) => {
      handle(response)
      response.end()
    })
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      request({ port, host: '127.0.0.1' }, (response) => {
        response.resume()
        server.close()
        resolve(response.rawHeaders)
      })
        .on('error', reject)
        .end()
    })
  })

const locations = (raw: string[]) =>
  raw.filter((_value, index) => index % 2 === 0 && /^location$/i.test(raw[index]!)).length

describe('one Location per redirect', () => {
  it('replaces a second Location instead of adding it, as Next.js replays a cached redirect', async () => {
    class Response extends ServerResponse {}
    const redirect = (response: ServerResponse) => {
      response.statusCode = 307
      response.setHeader('location', '/blog')
      response.appendHeader('Location', '/blog')
      response.appendHeader('set-cookie', 'a=1')
      response.appendHeader('set-cookie', 'b=2')
    }
    // Unpatched, the client gets two.
    expect(locations(await rawHeaders(redirect))).toBe(2)

    keepOneLocation(Response.prototype)
    const raw = await rawHeaders((response) => redirect(Object.setPrototypeOf(response, Response.prototype)))
    expect(locations(raw)).toBe(1)
    // Headers that may repeat still do.
    expect(raw.filter((value) => /^set-cookie$/i.test(value))).toHaveLength(2)
  })
})
