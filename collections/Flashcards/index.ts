import type { CollectionConfig } from 'payload'

import { createsOwn, ownerOnly } from '../../src/access'
import { FLASHCARD_STATES, MAX_FLASHCARD_BACK_LENGTH, MAX_FLASHCARD_FRONT_LENGTH } from '../../src/config/flashcards'
import { flashcardEndpoints } from '../../src/endpoints/flashcards'

/**
 * A student's flashcards (issue 18 §3), scheduled with FSRS. Only their owner reads, reviews or
 * deletes them — through `/api/flashcards`, whose routes take the place of the collection's REST
 * list, create and delete; reviews are written by the review service alone.
 */
export const Flashcards: CollectionConfig = {
  slug: 'flashcards',
  admin: { group: 'Answers', hidden: true, useAsTitle: 'front' },
  access: { read: ownerOnly, create: createsOwn, update: () => false, delete: ownerOnly },
  endpoints: flashcardEndpoints,
  // The review queue: one student's cards by due date.
  indexes: [{ fields: ['user', 'due'] }],
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    // Markdown with KaTeX maths, like answers; lengths are checked as people count characters.
    { name: 'front', type: 'textarea', required: true, maxLength: MAX_FLASHCARD_FRONT_LENGTH * 2 },
    { name: 'back', type: 'textarea', required: true, maxLength: MAX_FLASHCARD_BACK_LENGTH * 2 },
    // The answer the card was made from ("Make a flashcard", "cards from my mistakes").
    { name: 'answer', type: 'relationship', relationTo: 'answers', index: true },
    // FSRS memory state (ts-fsrs `Card`).
    { name: 'due', type: 'date', required: true, index: true },
    { name: 'stability', type: 'number', required: true, min: 0 },
    { name: 'difficulty', type: 'number', required: true, min: 0 },
    { name: 'elapsedDays', type: 'number', required: true, min: 0 },
    { name: 'scheduledDays', type: 'number', required: true, min: 0 },
    { name: 'learningSteps', type: 'number', required: true, min: 0 },
    { name: 'reps', type: 'number', required: true, min: 0 },
    { name: 'lapses', type: 'number', required: true, min: 0 },
    {
      name: 'state',
      type: 'select',
      required: true,
      options: FLASHCARD_STATES.map((value) => ({ label: value, value })),
    },
    { name: 'lastReview', type: 'date' },
  ],
}
