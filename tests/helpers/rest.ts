import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

/**
 * Calls Payload's real REST route handlers (the ones mounted at /api in the app) in-process.
 */
const handlers = {
  GET: REST_GET(config),
  POST: REST_POST(config),
  PATCH: REST_PATCH(config),
  PUT: REST_PUT(config),
  DELETE: REST_DELETE(config),
}

type Method = keyof typeof handlers

export const rest = async (
  method: Method,
  path: string,
  { body, token, headers = {} }: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
) => {
  const url = new URL(`/api${path}`, 'http://localhost:3000')
  const isForm = body instanceof FormData
  const request = new Request(url, {
    method,
    headers: {
      // A distinct client per request unless a test pins one: rate limits are per IP.
      'x-forwarded-for': `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      ...(body && !isForm ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : isForm || typeof body === 'string' ? body : JSON.stringify(body),
  })
  const slug = url.pathname.replace(/^\/api\//, '').split('/')
  const response = await handlers[method](request, { params: Promise.resolve({ slug }) })
  const text = await response.text()
  let json: unknown = undefined
  try {
    json = text ? JSON.parse(text) : undefined
  } catch {
    json = text
  }
  return { status: response.status, json: json as Record<string, any>, headers: response.headers }
}
