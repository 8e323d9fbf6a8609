import { randomBytes } from 'node:crypto'
import type { ServerResponse } from 'node:http'

/**
 * Cached pages under a nonce CSP. Site pages are rendered once and kept in Next's page cache
 * (src/lib/cache/rendering-policy.ts), so the nonce Next stamps on its scripts while rendering is
 * stored with the HTML. In production that nonce is a placeholder: a secret random value of this
 * process (never sent to anyone), which the production server (scripts/serve.mjs) replaces, in the
 * Content-Security-Policy header and in the body, by a fresh random nonce for every response. Only
 * the tags Next and React wrote carry the placeholder; markup an editor smuggles into content cannot
 * name a value it never sees, so it never gets a nonce.
 *
 * The proxy (src/lib/http/script-nonce-policy.ts) runs in the same process and reads the placeholder
 * through a global symbol. Without the production server (`next dev`) there is no placeholder and
 * the proxy hands out a fresh nonce per request, as pages there are never cached.
 *
 * The server runs this file as it is (Node's type stripping): erasable TypeScript, Node imports only.
 */
const PLACEHOLDER_KEY = Symbol.for('studify.noncePlaceholder')
type Store = { [PLACEHOLDER_KEY]?: string }

/** 128 random bits in base64: 24 characters, the same length as every nonce sent. */
export const randomNonce = () => randomBytes(16).toString('base64')

/** Called once by the production server before Next starts. */
export const installNoncePlaceholder = (): string => {
  const store = globalThis as Store
  store[PLACEHOLDER_KEY] ??= randomNonce()
  return store[PLACEHOLDER_KEY]
}

/** This process's placeholder, when the production server installed one. */
export const noncePlaceholder = (): string | undefined => (globalThis as Store)[PLACEHOLDER_KEY]

/** Responses whose body may hold Next's stamped nonces: pages and their RSC payloads. */
const REWRITTEN_TYPES = /^(text\/html|text\/x-component)\b/i

/**
 * Replaces the placeholder in a stream of chunks. Nonce and placeholder have the same length, so
 * Content-Length stays right. A chunk given as bytes is copied before it is changed: Next hands the
 * cached page's own buffer to every response. A chunk's end that could begin a placeholder is held
 * back until the next chunk shows whether it does (the base64 alphabet never ends an HTML or RSC
 * flush).
 */
export const createNonceRewriter = (placeholder: string, nonce: string) => {
  const from = Buffer.from(placeholder)
  const to = Buffer.from(nonce)
  if (from.length !== to.length) throw new Error('nonce and placeholder must have the same length')
  let carry: Buffer = Buffer.alloc(0)

  const replaceAll = (data: Buffer, isOwned: boolean) => {
    let at = data.indexOf(from)
    if (at === -1) return data
    const copy = isOwned ? data : Buffer.from(data)
    while (at !== -1) {
      to.copy(copy, at)
      at = copy.indexOf(from, at + to.length)
    }
    return copy
  }

  /** Length of the longest end of `data` that is a proper beginning of the placeholder. */
  const partialTail = (data: Buffer) => {
    for (let length = Math.min(from.length - 1, data.length); length > 0; length -= 1) {
      if (data.subarray(data.length - length).equals(from.subarray(0, length))) return length
    }
    return 0
  }

  return {
    /** `isOwned`: the chunk is this response's own bytes (made from a string), changed in place. */
    push(chunk: Buffer, isOwned = false): Buffer {
      const isJoined = carry.length > 0
      const data = replaceAll(isJoined ? Buffer.concat([carry, chunk]) : chunk, isJoined || isOwned)
      const held = partialTail(data)
      carry = held > 0 ? Buffer.from(data.subarray(data.length - held)) : Buffer.alloc(0)
      return held > 0 ? data.subarray(0, data.length - held) : data
    },
    flush(): Buffer {
      const rest = carry
      carry = Buffer.alloc(0)
      return rest
    },
  }
}

type Chunk = string | Uint8Array
type Callback = (error?: Error | null) => void

/** A chunk through the rewriter: a string's bytes are made here, so they are changed in place. */
const rewrite = (rewriter: ReturnType<typeof createNonceRewriter>, chunk: Chunk, encoding?: BufferEncoding) =>
  typeof chunk === 'string'
    ? rewriter.push(Buffer.from(chunk, encoding), true)
    : rewriter.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength))

const NO_STORE = 'private, no-cache, no-store, max-age=0, must-revalidate'

/**
 * Gives one response its own nonce: the Content-Security-Policy header and the body of pages and
 * RSC payloads have the placeholder replaced by a fresh random value. Call before the response is
 * handed to Next (and after any compression is set up, so this sees the body uncompressed).
 */
export const rewriteNonces = (response: ServerResponse, placeholder: string, nonce = randomNonce()) => {
  let rewriter: ReturnType<typeof createNonceRewriter> | null = null
  let decided = false
  const decide = () => {
    if (decided) return
    decided = true
    // Only the site's pages carry the placeholder (src/proxy.ts); the API and the admin pass as they are.
    const policy = response.getHeader('content-security-policy')
    if (typeof policy !== 'string' || !policy.includes(placeholder)) return
    response.setHeader('content-security-policy', policy.replaceAll(placeholder, nonce))
    // This nonce is this response's alone: no shared or browser cache may serve it again (the page
    // cache behind this server keeps the placeholder version).
    if (!/\bno-store\b/.test(String(response.getHeader('cache-control') ?? ''))) {
      response.setHeader('cache-control', NO_STORE)
    }
    if (REWRITTEN_TYPES.test(String(response.getHeader('content-type') ?? ''))) {
      rewriter = createNonceRewriter(placeholder, nonce)
    }
  }

  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse
  response.writeHead = ((statusCode: number, ...rest: unknown[]) => {
    // Headers passed to writeHead itself are set first, so `decide` sees them.
    const headers = rest.find((arg) => arg && typeof arg === 'object') as
      Record<string, string | string[] | number> | string[] | undefined
    if (headers && !Array.isArray(headers)) {
      for (const [name, value] of Object.entries(headers)) response.setHeader(name, value)
      rest = rest.filter((arg) => arg !== headers)
    }
    decide()
    return writeHead(statusCode, ...rest)
  }) as ServerResponse['writeHead']

  const write = response.write.bind(response) as (chunk: Chunk, encoding?: BufferEncoding, cb?: Callback) => boolean
  response.write = ((chunk: Chunk, encoding?: BufferEncoding | Callback, cb?: Callback) => {
    decide()
    const callback = typeof encoding === 'function' ? encoding : cb
    const charset = typeof encoding === 'string' ? encoding : undefined
    if (!rewriter) return write(chunk, charset, callback)
    return write(rewrite(rewriter, chunk, charset), undefined, callback)
  }) as ServerResponse['write']

  const end = response.end.bind(response) as (
    chunk?: Chunk,
    encoding?: BufferEncoding,
    cb?: () => void,
  ) => ServerResponse
  response.end = ((chunk?: Chunk | (() => void), encoding?: BufferEncoding | (() => void), cb?: () => void) => {
    const callback = [chunk, encoding, cb].find((arg) => typeof arg === 'function') as (() => void) | undefined
    const body = typeof chunk === 'function' ? undefined : chunk
    const charset = typeof encoding === 'string' ? encoding : undefined
    decide()
    if (!rewriter) return end(body, charset, callback)
    const head = body === undefined || body === null ? Buffer.alloc(0) : rewrite(rewriter, body, charset)
    const tail = rewriter.flush()
    return end(tail.length > 0 ? Buffer.concat([head, tail]) : head, undefined, callback)
  }) as ServerResponse['end']
}
