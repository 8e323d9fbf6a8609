/** The client error shape of spec §8: a message, optionally the field it belongs to, and the status. */
export class ApiError extends Error {
  readonly field?: string
  readonly status: number

  constructor(message: string, status: number, field?: string) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.field = field
  }
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  body?: unknown
  locale?: string
  fallbackMessage?: string
}

/**
 * Calls our API with the session cookie (JSON or FormData body); answers JSON or throws an ApiError whose message is the
 * server's, else the caller's fallback. No answer at all is status 0.
 */
export const apiRequest = async <T>(
  path: string,
  { method = 'GET', body, locale, fallbackMessage = 'An unexpected error occurred' }: RequestOptions = {},
): Promise<T> => {
  // Multipart bodies go as they are: the browser sets the content type with its boundary.
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData
  let response: Response
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: {
        ...(body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
        ...(locale ? { 'x-locale': locale } : {}),
      },
      body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
    })
  } catch {
    throw new ApiError('No response received from server. Please check your connection.', 0)
  }
  const data = (await response.json().catch(() => ({}))) as { message?: string; field?: string }
  if (!response.ok) throw new ApiError(data.message || fallbackMessage, response.status, data.field)
  return data as T
}
