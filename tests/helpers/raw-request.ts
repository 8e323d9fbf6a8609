import { DELETE, GET, PATCH, POST, PUT } from '@/app/(payload)/api/[...slug]/route'

import { fromClient, randomClientAddress } from './rest'

const handlers = { GET, POST, PATCH, PUT, DELETE }

type RawOptions = { body?: Uint8Array | ReadableStream<Uint8Array>; token?: string; headers?: Record<string, string> }

/**
 * Calls the real /api route handlers with exactly these bytes (or this stream) as the body: what
 * `rest` cannot express — invalid UTF-8, noise, a chunked body without a declared length.
 */
export const rawResponse = (method: keyof typeof handlers, path: string, { body, token, headers = {} }: RawOptions) => {
  const url = new URL(`/api${path}`, 'http://localhost:3000')
  const request = new Request(url, {
    method,
    headers: {
      // A distinct client per request, as `rest` sends (rate limits are per client address): the
      // signed peer header the production server adds, since X-Forwarded-For is not trusted by default.
      ...fromClient(randomClientAddress()),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body as BodyInit | undefined,
    duplex: 'half',
  } as RequestInit)
  const slug = url.pathname.replace(/^\/api\//, '').split('/')
  return handlers[method](request, { params: Promise.resolve({ slug }) })
}

/** The message of an error answer: ours (`message`) or Payload's (`errors[0].message`). */
export const errorMessage = (json: unknown): string | undefined => {
  const body = json as { message?: unknown; errors?: Array<{ message?: unknown }> } | undefined
  const message = body?.message ?? body?.errors?.[0]?.message
  return typeof message === 'string' && message.trim() ? message : undefined
}
