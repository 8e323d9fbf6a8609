import { draftFromEnglishSchema, translationStatusQuerySchema } from '../lib/validation/translation'
import { draftFromEnglish } from '../services/content/draft-from-english'
import { translationStatus } from '../services/content/translation-status'
import { defineEndpoint } from './define-endpoint'

/** The admin's Translation status view and its "Draft from English" (editors and admins). */
export const translationEndpoints = [
  defineEndpoint({
    path: '/translation-status',
    method: 'get',
    access: 'content',
    query: translationStatusQuerySchema,
    handler: async ({ req, query, user }) =>
      Response.json(await translationStatus({ payload: req.payload, user, query })),
  }),
  defineEndpoint({
    path: '/translation-status/draft',
    method: 'post',
    access: 'content',
    body: draftFromEnglishSchema,
    handler: async ({ req, body, user, messages }) =>
      Response.json({
        message: messages.translationDrafted,
        draft: await draftFromEnglish({ payload: req.payload, user, input: body, messages }),
      }),
  }),
]
