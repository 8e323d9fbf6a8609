import { askBody, askEvents, type AskInput } from '@/components/answers/api/client'

import { apiUrl } from '../config/site'
import { authHeaders, type Credentials, errorFromResponse, networkError, StudifyApiError } from './client'
import type { AskEvent } from './schemas'

/** The request and the stream's events are the shared answer UI's (src/components/answers/api/client.ts). */
export { askBody, askEvents, type AskInput }

/**
 * POST /api/ask and stream the answer. `EventSource` cannot POST, so this reads the
 * `text/event-stream` body of a `fetch`. Errors before the stream starts are thrown as
 * StudifyApiErrors (status, server message, `resetTime` on 429); errors during it arrive as
 * `error` events.
 */
export async function* ask(input: AskInput, credentials: Credentials, signal?: AbortSignal): AsyncGenerator<AskEvent> {
  const { body, headers } = askBody(input)
  let response: Response
  try {
    response = await fetch(apiUrl('/ask'), {
      method: 'POST',
      headers: { ...authHeaders(credentials), ...headers, accept: 'text/event-stream' },
      credentials: 'omit',
      body,
      signal,
    })
  } catch (error) {
    throw networkError(error)
  }
  if (!response.ok) throw await errorFromResponse(response)
  if (!response.body || !response.headers.get('content-type')?.includes('text/event-stream')) {
    throw new StudifyApiError('', response.status)
  }
  yield* askEvents(response.body)
}
