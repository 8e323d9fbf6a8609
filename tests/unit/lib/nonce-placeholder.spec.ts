import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { createNonceRewriter, randomNonce, rewriteNonces } from '@/lib/http/nonce-placeholder'

const PLACEHOLDER = randomNonce()
const NONCE = randomNonce()
const page = (nonce: string) =>
  `<!DOCTYPE html><script nonce="${nonce}">self.__next_f.push([1,"a"])</script><p>text</p><script nonce="${nonce}" src="/_next/a.js"></script>`

describe('the nonce rewriter', () => {
  it('replaces the placeholder wherever the stream splits it, and leaves the chunks it was given alone', () => {
    const source = Buffer.from(page(PLACEHOLDER))
    for (let cut = 0; cut <= source.length; cut += 1) {
      const chunks = [Buffer.from(source.subarray(0, cut)), Buffer.from(source.subarray(cut))]
      const copies = chunks.map((chunk) => Buffer.from(chunk))
      const rewriter = createNonceRewriter(PLACEHOLDER, NONCE)
      const out = Buffer.concat([...chunks.map((chunk) => rewriter.push(chunk)), rewriter.flush()]).toString()
      expect(out, `cut at ${cut}`).toBe(page(NONCE))
      // Next hands every response the cached page's own buffer: it must never change.
      expect(chunks, `cut at ${cut}`).toEqual(copies)
    }
  })

  it('changes bytes it owns in place, and only those', () => {
    const rewriter = createNonceRewriter(PLACEHOLDER, NONCE)
    const owned = Buffer.from(page(PLACEHOLDER))
    expect(rewriter.push(owned, true)).toBe(owned)
    expect(owned.toString()).toBe(page(NONCE))
    const shared = Buffer.from(page(PLACEHOLDER))
    expect(rewriter.push(shared).toString()).toBe(page(NONCE))
    expect(shared.toString()).toBe(page(PLACEHOLDER))
  })

  it('holds back only an end that could begin the placeholder', () => {
    const rewriter = createNonceRewriter(PLACEHOLDER, NONCE)
    expect(rewriter.push(Buffer.from('<p>done</p>\n')).toString()).toBe('<p>done</p>\n')
    expect(rewriter.push(Buffer.from(`x${PLACEHOLDER.slice(0, 5)}`)).toString()).toBe('x')
    expect(rewriter.flush().toString()).toBe(PLACEHOLDER.slice(0, 5))
  })

  it('refuses a nonce of another length (Content-Length would be wrong)', () => {
    expect(() => createNonceRewriter(PLACEHOLDER, 'short')).toThrow()
  })
})

let server: Server | undefined
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

/** A real response through `rewriteNonces`, written as Next writes pages: headers, then chunks. */
const serve = async (
  contentType: string,
  body: string[],
  policy = `script-src 'nonce-${PLACEHOLDER}' 'strict-dynamic'`,
) => {
  server = createServer((_request, response) => {
    rewriteNonces(response, PLACEHOLDER)
    response.setHeader('content-security-policy', policy)
    response.setHeader('content-type', contentType)
    response.setHeader('content-length', Buffer.byteLength(body.join('')))
    for (const chunk of body.slice(0, -1)) response.write(chunk)
    response.end(body.at(-1))
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const get = async () => {
    const response = await fetch(`http://127.0.0.1:${port}/`)
    return { policy: response.headers.get('content-security-policy')!, body: await response.text() }
  }
  return [await get(), await get()]
}

describe('a response through the production server', () => {
  it('gets a fresh nonce of its own in the header and the page, with no placeholder left', async () => {
    const html = page(PLACEHOLDER)
    const responses = await serve('text/html; charset=utf-8', [html.slice(0, 40), html.slice(40)])
    const nonces = responses.map(({ policy }) => /'nonce-([^']+)'/.exec(policy)![1]!)
    expect(nonces[0]).not.toBe(nonces[1])
    for (const [index, { body, policy }] of responses.entries()) {
      expect(policy).not.toContain(PLACEHOLDER)
      expect(body).not.toContain(PLACEHOLDER)
      expect(body).toBe(page(nonces[index]!))
    }
  })

  it('leaves other bodies as they are', async () => {
    const [json] = await serve('application/json', [JSON.stringify({ text: PLACEHOLDER })])
    expect(json!.body).toBe(JSON.stringify({ text: PLACEHOLDER }))
  })

  it('leaves responses without the placeholder policy alone (the API, the admin)', async () => {
    const [admin] = await serve('text/html', [page(PLACEHOLDER)], "script-src 'self' 'unsafe-inline'")
    expect(admin!.body).toBe(page(PLACEHOLDER))
    expect(admin!.policy).toBe("script-src 'self' 'unsafe-inline'")
  })
})
