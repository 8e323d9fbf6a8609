import { randomUUID } from 'node:crypto'

import type { PayloadRequest } from 'payload'

import { MAX_UPLOAD_BYTES } from '../config/limits'
import { AppError } from '../lib/errors/app-error'
import { IMAGE_EXTENSIONS, sniffImageType } from '../lib/uploads/image-file'
import { askSchema, statsQuerySchema } from '../lib/validation/answers'
import type { ValidationMessageKey } from '../lib/validation/messages'
import { type AskImage, type AskStreamEvent, askQuestion } from '../services/answers/ask'
import { getThread, listThreads } from '../services/answers/threads'
import { usageStats } from '../services/answers/usage-stats'
import { defineEndpoint, readJsonBody } from './define-endpoint'

/** One image at the cap plus the text fields; anything larger is refused before it is read. */
const MAX_ASK_BODY_BYTES = MAX_UPLOAD_BYTES + 64 * 1024

type Messages = Record<ValidationMessageKey, string>

/** The question as JSON, or multipart with one image checked by its bytes (413/415). */
const readAskRequest = async (req: PayloadRequest, messages: Messages) => {
  const contentType = req.headers.get('content-type') ?? ''
  if (!contentType.includes('multipart/form-data')) {
    const { hasImage: _ignored, ...fields } = ((await readJsonBody(req)) ?? {}) as Record<string, unknown>
    return { input: askSchema.parse({ ...fields, hasImage: false }), image: undefined }
  }
  if (Number(req.headers.get('content-length') ?? 0) > MAX_ASK_BODY_BYTES) {
    throw new AppError('payloadTooLarge', messages.imageTooLarge, { field: 'image' })
  }
  const form = await req.formData!()
  const file = form.get('image')
  let image: AskImage | undefined
  if (file instanceof Blob && file.size > 0) {
    if (file.size > MAX_UPLOAD_BYTES) throw new AppError('payloadTooLarge', messages.imageTooLarge, { field: 'image' })
    const bytes = Buffer.from(await file.arrayBuffer())
    const mimeType = sniffImageType(bytes)
    if (!mimeType) throw new AppError('unsupportedMediaType', messages.imageOnly, { field: 'image' })
    image = { bytes, mimeType, name: `question-${randomUUID()}.${IMAGE_EXTENSIONS[mimeType]}` }
  }
  const text = (name: string) => (typeof form.get(name) === 'string' ? (form.get(name) as string) : undefined)
  const input = askSchema.parse({ question: text('question'), threadId: text('threadId'), hasImage: Boolean(image) })
  return { input, image }
}

const encoder = new TextEncoder()
const sseFrame = ({ type, ...data }: AskStreamEvent) =>
  encoder.encode(`event: ${type}\ndata: ${JSON.stringify(data)}\n\n`)

/** Streams the operation's events as Server-Sent Events; a closed connection stops the answer. */
const eventStream = (events: AsyncGenerator<AskStreamEvent>, onError: (error: unknown) => void) =>
  new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await events.next()
        if (next.done) controller.close()
        else controller.enqueue(sseFrame(next.value))
      } catch (error) {
        onError(error)
        controller.enqueue(sseFrame({ type: 'error', message: 'An unexpected error occurred' }))
        controller.close()
      }
    },
    async cancel() {
      await events.return(undefined)
    },
  })

export const answerEndpoints = [
  /** POST /api/ask — JSON or multipart; answers `text/event-stream` (start, token…, done | error). */
  defineEndpoint({
    path: '/ask',
    method: 'post',
    access: 'user',
    handler: async ({ req, user, locale, messages }) => {
      const { input, image } = await readAskRequest(req, messages)
      const events = await askQuestion({
        payload: req.payload,
        user,
        question: input.question,
        threadId: input.threadId,
        image,
        locale,
        messages,
        // A student who leaves while the model is still silent stops the wait (and the model).
        signal: req.signal,
      })
      const stream = eventStream(events, (error) =>
        req.payload.logger.error({ err: error, msg: 'answer stream failed', userId: user.id }),
      )
      return new Response(stream, {
        headers: {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          'x-accel-buffering': 'no',
        },
      })
    },
  }),
  /** GET /api/threads — the signed-in user's conversations, newest first. */
  defineEndpoint({
    path: '/threads',
    method: 'get',
    access: 'user',
    handler: async ({ req, user }) => Response.json(await listThreads({ payload: req.payload, user })),
  }),
  /** GET /api/threads/{id} — one of the user's conversations with its turns. */
  defineEndpoint({
    path: '/threads/:id',
    method: 'get',
    access: 'user',
    handler: async ({ req, user, params, messages }) =>
      Response.json(
        await getThread({ payload: req.payload, user, threadId: params.id!, notFoundMessage: messages.threadNotFound }),
      ),
  }),
  /** GET /api/user/stats?period=daily|weekly|monthly|total — the Usage stats of spec §3. */
  defineEndpoint({
    path: '/user/stats',
    method: 'get',
    access: 'user',
    handler: async ({ req, user }) => {
      const { period } = statsQuerySchema.parse({ period: req.searchParams.get('period') ?? undefined })
      // req.user is read from the database on every request: already current.
      return Response.json(await usageStats({ payload: req.payload, user, period }))
    },
  }),
]
