import * as z from 'zod/mini'

import type { AnswerFeedback, LadderLevel } from '@/config/answers'
import type { Locale } from '@/config/locales'
import { ApiError } from '@/lib/api/client'
import { parseSse } from '@/lib/sse/parse-sse'

import {
  type AccessInfo,
  accessStatusSchema,
  apiErrorBodySchema,
  type AskEvent,
  askEventSchemas,
  type CheckResult,
  checkResultSchema,
  feedbackResponseSchema,
  type ThreadDetail,
  threadListSchema,
  threadResponseSchema,
  type ThreadSummary,
  type WeeklyStats,
  weeklyStatsSchema,
} from './schemas'

/** An API failure: the server's message (may be empty), its status (0: no answer) and `resetTime` on 429. */
export class AnswersApiError extends ApiError {
  readonly resetTime?: string

  constructor(message: string, status: number, { field, resetTime }: { field?: string; resetTime?: string } = {}) {
    super(message, status, field)
    this.name = 'AnswersApiError'
    this.resetTime = resetTime
  }
}

/** A question (a plain answer, or the first level of the hint ladder), or the next level of the thread's latest one. */
export type AskInput = {
  question: string
  threadId?: string | null
  image?: Blob | null
  mode?: LadderLevel
  /** Exam mode: the server explains without the final answer. */
  examMode?: boolean
  answerLocale?: Locale
}

/**
 * Everything the answer UI asks of the API. The site passes one that sends its session cookie, the
 * extension one that sends its Bearer token; the components never call `fetch` themselves.
 */
export type AnswersClient = {
  /** POST /api/ask, streamed. Errors before the stream are thrown (AnswersApiError); during it, `error` events. */
  ask: (input: AskInput, signal?: AbortSignal) => AsyncGenerator<AskEvent>
  check: (input: { threadId: string; studentAnswer: string }) => Promise<CheckResult>
  feedback: (answerId: string, isHelpful: boolean) => Promise<AnswerFeedback>
  makeFlashcard: (answerId: string) => Promise<{ isNew: boolean }>
  listThreads: () => Promise<ThreadSummary[]>
  getThread: (id: string) => Promise<ThreadDetail>
  weeklyStats: () => Promise<WeeklyStats>
  accessStatus: () => Promise<AccessInfo>
}

/**
 * How the client proves who is asking: the site's HTTP-only session cookie (same-origin requests
 * only, Payload's CSRF rule), or a Bearer token from a page on another origin (the extension).
 */
export type AnswersAuth = { kind: 'cookie' } | { kind: 'token'; token: () => string | null }

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

export const errorFromResponse = async (response: Response): Promise<AnswersApiError> => {
  const parsed = apiErrorBodySchema.safeParse(await response.json().catch(() => null))
  const body = parsed.success ? parsed.data : {}
  return new AnswersApiError(body.message ?? '', response.status, {
    field: body.field,
    resetTime: body.resetTime ?? undefined,
  })
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError'

const flashcardCreatedSchema = z.object({ isNew: z.boolean() })

/**
 * The fetch-based client. `baseUrl` is empty on the site (same origin) and the site's origin in
 * the extension; `locale` goes as `x-locale`, so the API's messages come in the reader's language.
 */
export const createAnswersClient = ({
  baseUrl = '',
  locale,
  auth,
}: {
  baseUrl?: string
  locale: string
  auth: AnswersAuth
}): AnswersClient => {
  const send = async (path: string, init: RequestInit & { headers?: Record<string, string> } = {}) => {
    const token = auth.kind === 'token' ? auth.token() : null
    try {
      return await fetch(`${baseUrl}/api${path}`, {
        ...init,
        credentials: auth.kind === 'cookie' ? 'same-origin' : 'omit',
        headers: { ...init.headers, 'x-locale': locale, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      })
    } catch (error) {
      throw isAbort(error) ? error : new AnswersApiError('', 0)
    }
  }
  const json = async <S extends z.ZodMiniType>(path: string, schema: S, body?: unknown): Promise<z.infer<S>> => {
    const response = await send(
      path,
      body === undefined
        ? {}
        : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    )
    if (!response.ok) throw await errorFromResponse(response)
    const parsed = schema.safeParse(await response.json().catch(() => null))
    if (!parsed.success) throw new AnswersApiError('', response.status)
    return parsed.data
  }

  return {
    async *ask(input, signal) {
      const { body, headers } = askBody(input)
      const response = await send('/ask', {
        method: 'POST',
        headers: { ...headers, accept: 'text/event-stream' },
        body,
        signal,
      })
      if (!response.ok) throw await errorFromResponse(response)
      if (!response.body || !response.headers.get('content-type')?.includes('text/event-stream')) {
        throw new AnswersApiError('', response.status)
      }
      yield* askEvents(response.body)
    },
    check: ({ threadId, studentAnswer }) => json('/ask', checkResultSchema, { mode: 'check', threadId, studentAnswer }),
    feedback: async (answerId, isHelpful) =>
      (await json(`/answers/${encodeURIComponent(answerId)}/feedback`, feedbackResponseSchema, { helpful: isHelpful }))
        .feedback,
    makeFlashcard: (answerId) => json('/flashcards', flashcardCreatedSchema, { answerId }),
    listThreads: async () => (await json('/threads', threadListSchema)).threads,
    getThread: async (id) => (await json(`/threads/${encodeURIComponent(id)}`, threadResponseSchema)).thread,
    weeklyStats: () => json('/user/stats?period=weekly', weeklyStatsSchema),
    accessStatus: () => json('/access/status', accessStatusSchema),
  }
}
