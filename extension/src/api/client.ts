import * as z from 'zod/mini'

import { ApiError } from '@/lib/api/client'

import { apiUrl } from '../config/site'
import { apiErrorBodySchema } from './schemas'

/** An API failure: the server's message (may be empty), its status (0: no answer) and `resetTime` on 429. */
export class StudifyApiError extends ApiError {
  readonly resetTime?: string

  constructor(message: string, status: number, { field, resetTime }: { field?: string; resetTime?: string } = {}) {
    super(message, status, field)
    this.name = 'StudifyApiError'
    this.resetTime = resetTime
  }
}

export type Credentials = { token: string; locale: string }

/**
 * Headers of every call: the Bearer token and the reader's language. Cookies are never sent
 * (`credentials: 'omit'` at the call sites): the token alone says who is asking.
 */
export const authHeaders = ({ token, locale }: Credentials): Record<string, string> => ({
  authorization: `Bearer ${token}`,
  'x-locale': locale,
})

export const errorFromResponse = async (response: Response): Promise<StudifyApiError> => {
  const parsed = apiErrorBodySchema.safeParse(await response.json().catch(() => null))
  const body = parsed.success ? parsed.data : {}
  return new StudifyApiError(body.message ?? '', response.status, {
    field: body.field,
    resetTime: body.resetTime ?? undefined,
  })
}

/** Any call that never got an answer (offline, site down, aborted by the user). */
export const networkError = (error: unknown): StudifyApiError | DOMException =>
  error instanceof DOMException && error.name === 'AbortError' ? error : new StudifyApiError('', 0)

/** One call whose JSON answer must have `schema`'s shape; every failure is a StudifyApiError. */
const requestJson = async <S extends z.core.$ZodType>(
  path: string,
  init: RequestInit & { headers: Record<string, string> },
  schema: S,
): Promise<z.infer<S>> => {
  let response: Response
  try {
    response = await fetch(apiUrl(path), { ...init, credentials: 'omit' })
  } catch (error) {
    throw networkError(error)
  }
  if (!response.ok) throw await errorFromResponse(response)
  // Any zod schema, full or mini (the answer UI's are mini).
  const parsed = z.safeParse(schema, await response.json().catch(() => null))
  if (!parsed.success) throw new StudifyApiError('', response.status)
  return parsed.data
}

/** GET a JSON resource and check its shape; failures are StudifyApiErrors. */
export const apiGet = <S extends z.core.$ZodType>(
  path: string,
  schema: S,
  credentials: Credentials,
  signal?: AbortSignal,
): Promise<z.infer<S>> => requestJson(path, { headers: authHeaders(credentials), signal }, schema)

/** POST a JSON body and check the answer's shape; failures are StudifyApiErrors. */
export const apiPost = <S extends z.core.$ZodType>(
  path: string,
  body: unknown,
  schema: S,
  credentials: Credentials,
): Promise<z.infer<S>> =>
  requestJson(
    path,
    {
      method: 'POST',
      headers: { ...authHeaders(credentials), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    },
    schema,
  )
