import { DELETE, GET, HEAD, PATCH, POST, PUT } from '@/app/(payload)/api/[...slug]/route'
import { PEER_HEADER, signPeer } from '@/lib/http/client-address'

/** Calls the app's real /api route handlers (Payload's REST API as mounted) in-process. */
const handlers = { GET, HEAD, POST, PATCH, PUT, DELETE }

type Method = keyof typeof handlers

/** The headers the production server adds for a connection from `address` (scripts/serve.mjs). */
export const fromClient = (address: string) => ({ [PEER_HEADER]: signPeer(address) })

/** A made-up client address, so each request is its own client unless a test pins one. */
export const randomClientAddress = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250)).join('.')}`

type RestOptions = { body?: unknown; token?: string; headers?: Record<string, string> }

/** The route's Response as it comes, its body unread (for streams read piece by piece). */
export const restResponse = async (method: Method, path: string, { body, token, headers = {} }: RestOptions = {}) => {
  const url = new URL(`/api${path}`, 'http://localhost:3000')
  // A form goes as the bytes a browser sends, as the server receives any body from its socket.
  // (Left as FormData, undici streams it from a generator that throws an unhandled rejection when
  // the app refuses the upload and cancels the body before reading it all.)
  const form = body instanceof FormData ? new Response(body) : null
  const request = new Request(url, {
    method,
    headers: {
      // A distinct client per request unless a test pins one (fromClient): rate limits are per IP.
      ...fromClient(randomClientAddress()),
      ...(form
        ? { 'content-type': form.headers.get('content-type')! }
        : body
          ? { 'content-type': 'application/json' }
          : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body:
      body === undefined
        ? undefined
        : form
          ? await form.arrayBuffer()
          : typeof body === 'string'
            ? body
            : JSON.stringify(body),
  })
  const slug = url.pathname.replace(/^\/api\//, '').split('/')
  return handlers[method](request, { params: Promise.resolve({ slug }) })
}

export const rest = async (method: Method, path: string, options: RestOptions = {}) => {
  const response = await restResponse(method, path, options)
  const text = await response.text()
  let json: unknown = undefined
  try {
    json = text ? JSON.parse(text) : undefined
  } catch {
    json = text
  }
  return { status: response.status, json: json as Record<string, any>, headers: response.headers }
}
