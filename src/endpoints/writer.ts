import { sseResponse } from '../lib/sse/write-sse'
import {
  essayExportQuerySchema,
  essayListQuerySchema,
  essayRequestSchema,
  outlineRequestSchema,
} from '../lib/validation/writer'
import { deleteEssay, getEssay, getOwnEssay, listEssays, writerProfile } from '../services/writer/essays'
import { attachmentDisposition, essayDocx, essayMarkdown, EXPORT_TYPES } from '../services/writer/export'
import { proposeOutline } from '../services/writer/outline'
import { writeEssay } from '../services/writer/write-essay'
import { defineEndpoint } from './define-endpoint'

/** The essay writer's API (spec §2 Writer area). Signed-in students with a plan set up. */
export const writerEndpoints = [
  /** POST /api/writer/outline {topic, length, tone, language?} → {headings} */
  defineEndpoint({
    path: '/writer/outline',
    method: 'post',
    access: 'user',
    body: outlineRequestSchema,
    handler: async ({ req, user, body, locale, messages }) =>
      Response.json(
        await proposeOutline({
          payload: req.payload,
          user,
          ...body,
          language: body.language ?? locale,
          messages,
          signal: req.signal,
        }),
      ),
  }),
  /** POST /api/writer/essays — `text/event-stream`: start {essayId}, token {text}…, done {essayId, status, words} | error. */
  defineEndpoint({
    path: '/writer/essays',
    method: 'post',
    access: 'user',
    body: essayRequestSchema,
    handler: async ({ req, user, body, locale, messages }) => {
      const events = await writeEssay({
        payload: req.payload,
        user,
        ...body,
        language: body.language ?? locale,
        messages,
        // A student who leaves while the model is still silent stops the wait (and the model).
        signal: req.signal,
      })
      return sseResponse(events, {
        onError: (error) => req.payload.logger.error({ err: error, msg: 'essay stream failed', userId: user.id }),
        errorMessage: messages.essayInterrupted,
      })
    },
  }),
  /** GET /api/writer/essays?page= — the student's essays, newest first. */
  defineEndpoint({
    path: '/writer/essays',
    method: 'get',
    access: 'user',
    query: essayListQuerySchema,
    handler: async ({ req, user, query, messages }) =>
      Response.json(await listEssays({ payload: req.payload, user, messages, page: query.page })),
  }),
  /** GET /api/writer/profile — essays left this week and the remembered writing sample. */
  defineEndpoint({
    path: '/writer/profile',
    method: 'get',
    access: 'user',
    handler: async ({ req, user, messages }) =>
      Response.json(await writerProfile({ payload: req.payload, user, messages })),
  }),
  /** GET /api/writer/essays/:id — one of the student's essays (404 for anyone else's). */
  defineEndpoint({
    path: '/writer/essays/:id',
    method: 'get',
    access: 'user',
    handler: async ({ req, user, params, messages }) =>
      Response.json(await getEssay({ payload: req.payload, user, messages, id: params.id! })),
  }),
  /** GET /api/writer/essays/:id/export?format=md|docx — the essay as a file. */
  defineEndpoint({
    path: '/writer/essays/:id/export',
    method: 'get',
    access: 'user',
    query: essayExportQuerySchema,
    handler: async ({ req, user, params, query, messages }) => {
      const essay = await getOwnEssay({ payload: req.payload, user, messages, id: params.id! })
      const exportable = {
        title: essay.title,
        content: essay.content ?? '',
        language: essay.language,
        createdAt: essay.createdAt,
      }
      const body = query.format === 'md' ? essayMarkdown(exportable) : new Uint8Array(await essayDocx(exportable))
      return new Response(body, {
        headers: {
          'content-type': EXPORT_TYPES[query.format],
          'content-disposition': attachmentDisposition(essay.title, query.format),
          'cache-control': 'private, no-store',
        },
      })
    },
  }),
  /** DELETE /api/writer/essays/:id */
  defineEndpoint({
    path: '/writer/essays/:id',
    method: 'delete',
    access: 'user',
    handler: async ({ req, user, params, messages }) =>
      Response.json(await deleteEssay({ payload: req.payload, user, messages, id: params.id! })),
  }),
]
