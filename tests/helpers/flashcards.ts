import type { Payload } from 'payload'

import { serverMessages } from '@/i18n/server-messages'
import type { User } from '@/payload-types'
import { saveFlashcards } from '@/services/flashcards/flashcards'

/** A hand-written card of `user`'s, saved the way POST /api/flashcards saves one. */
export const ownFlashcard = async (
  payload: Payload,
  user: User,
  sides: { front: string; back: string } = { front: 'What is $2+2$?', back: '$4$' },
  now = new Date(),
) => {
  const [card] = await saveFlashcards({
    payload,
    user,
    messages: await serverMessages('en'),
    cards: [{ ...sides, answerId: null }],
    now,
  })
  return card!
}
