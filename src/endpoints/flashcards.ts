import { createFlashcardSchema, flashcardExportQuerySchema, reviewFlashcardSchema } from '../lib/validation/flashcards'
import { FLASHCARD_EXPORTS } from '../services/flashcards/export'
import {
  createFlashcard,
  deleteFlashcard,
  dueFlashcards,
  listFlashcards,
  reviewFlashcard,
} from '../services/flashcards/flashcards'
import { createCardsFromMistakes } from '../services/flashcards/mistakes'
import { defineEndpoint } from './define-endpoint'

/**
 * Mounted on the flashcards collection (`/api/flashcards/…` belongs to its REST routes): the list,
 * create and delete here take the place of Payload's own, so every card operation is the owner's
 * alone and goes through the services' checks.
 */
export const flashcardEndpoints = [
  /** GET /api/flashcards — the whole deck, newest first. */
  defineEndpoint({
    path: '/',
    method: 'get',
    access: 'user',
    handler: async ({ req, user }) => Response.json(await listFlashcards({ payload: req.payload, user })),
  }),
  /** GET /api/flashcards/due — cards due now (most overdue first) with `dueCount` and `total`. */
  defineEndpoint({
    path: '/due',
    method: 'get',
    access: 'user',
    handler: async ({ req, user }) =>
      Response.json(await dueFlashcards({ payload: req.payload, user, now: new Date() })),
  }),
  /** POST /api/flashcards {answerId} | {front, back} → 201 {card, isNew} (200 when that answer has its card). */
  defineEndpoint({
    path: '/',
    method: 'post',
    access: 'user',
    body: createFlashcardSchema,
    handler: async ({ req, user, body, messages }) => {
      const created = await createFlashcard({ payload: req.payload, user, messages, ...body, now: new Date() })
      return Response.json(created, { status: created.isNew ? 201 : 200 })
    },
  }),
  /** POST /api/flashcards/from-mistakes → 201 {cards, mistakes}: a card per reported or unhelpful answer. */
  defineEndpoint({
    path: '/from-mistakes',
    method: 'post',
    access: 'user',
    handler: async ({ req, user, messages }) =>
      Response.json(await createCardsFromMistakes({ payload: req.payload, user, messages, now: new Date() }), {
        status: 201,
      }),
  }),
  /** GET /api/flashcards/export?format=anki|csv — the deck as a download. */
  defineEndpoint({
    path: '/export',
    method: 'get',
    access: 'user',
    query: flashcardExportQuerySchema,
    handler: async ({ req, user, query }) => {
      const { cards } = await listFlashcards({ payload: req.payload, user })
      const file = FLASHCARD_EXPORTS[query.format]
      return new Response(file.build(cards), {
        headers: {
          'content-type': file.type,
          'content-disposition': `attachment; filename="${file.fileName}"`,
          'cache-control': 'private, no-store',
        },
      })
    },
  }),
  /** POST /api/flashcards/:id/review {grade: again|hard|good|easy} → {card, dueCount} */
  defineEndpoint({
    path: '/:id/review',
    method: 'post',
    access: 'user',
    body: reviewFlashcardSchema,
    handler: async ({ req, user, params, body, messages }) =>
      Response.json(
        await reviewFlashcard({
          payload: req.payload,
          user,
          messages,
          id: params.id!,
          grade: body.grade,
          now: new Date(),
        }),
      ),
  }),
  /** DELETE /api/flashcards/:id */
  defineEndpoint({
    path: '/:id',
    method: 'delete',
    access: 'user',
    handler: async ({ req, user, params, messages }) =>
      Response.json(await deleteFlashcard({ payload: req.payload, user, messages, id: params.id! })),
  }),
]
