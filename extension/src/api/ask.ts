import type { LadderLevel } from '@/config/answers'
import type { Locale } from '@/config/locales'
import { parseSse } from '@/lib/sse/parse-sse'

import { apiUrl } from '../config/site'
import { authHeaders, type Credentials, errorFromResponse, networkError, StudifyApiError } from './client'
import { type AskEvent, askEventSchemas } from './schemas'

/** A question (a plain answer, or the first level of the hint ladder), or the next level of the thread's latest one. */
export type AskInput = {
  question: string
  threadId?: string | null
  image?: Blob | null
  mode?: LadderLevel
  /** The question comes from a quiz or exam page: the server explains without the final answer. */
  examMode?: boolean
  answerLocale?: Locale
}

const isEventName = (name: string): name is keyof typeof askEventSchemas => Object.hasOwn(askEventSchemas, name)

/** The request body: JSON, or multipart when an image goes with the question. */
export const askBody = ({
  question,
  threadId,
  image,
  mode,
  examMode,
  answerLocale,
}: AskInput): { body: BodyInit; headers: Record<string, string> } => {
  const options = { ...(examMode ? { examMode: true } : {}), ...(answerLocale ? { answerLocale } : {}) }
  if (!image) {
    return {
      body: JSON.stringify({ question, ...(threadId ? { threadId } : {}), ...(mode ? { mode } : {}), ...options }),
      headers: { 'content-type': 'application/json' },
    }
  }
  const form = new FormData()
  form.set('question', question)
  if (threadId) form.set('threadId', threadId)
  if (mode) form.set('mode', mode)
  for (const [name, value] of Object.entries(options)) form.set(name, String(value))
  form.set('image', image, image.type === 'image/png' ? 'screenshot.png' : 'image')
  return { body: form, headers: {} }
}

/** The typed events of an answer stream; unknown events and malformed frames are skipped. */
export async function* askEvents(stream: ReadableStream<Uint8Array>): AsyncGenerator<AskEvent> {
  for await (const frame of parseSse(stream)) {
    if (!isEventName(frame.event)) continue
    let data: unknown
    try {
      data = JSON.parse(frame.data)
    } catch {
      continue
    }
    const parsed = askEventSchemas[frame.event].safeParse(data)
    if (parsed.success) yield { type: frame.event, ...parsed.data } as AskEvent
  }
}

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
