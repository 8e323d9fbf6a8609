import type { CollectionConfig } from 'payload'

import { adminOnly } from '../../src/access'
import { answerCollectionEndpoints } from '../../src/endpoints/answers'
import { unindexedTimestamps } from '../shared/unindexed-timestamps'
import {
  ANSWER_FEEDBACK,
  ANSWER_OUTCOMES,
  ANSWER_SOURCES,
  CHECK_VERDICTS,
  CROSS_CHECK_RESULTS,
  LADDER_LEVELS,
} from '../../src/config/answers'

/** Every question asked and what came of it: feeds My Stats, the admin analytics and reports. */
export const Answers: CollectionConfig = {
  slug: 'answers',
  admin: {
    group: 'Answers',
    useAsTitle: 'question',
    defaultColumns: ['question', 'user', 'source', 'outcome', 'createdAt'],
  },
  access: { read: adminOnly, create: () => false, update: () => false, delete: adminOnly },
  endpoints: answerCollectionEndpoints,
  // The admin analytics (src/services/analytics) read a period's questions from the first index
  // alone, ask "did this account ask in a window" of the second, and count votes with the third.
  // Every other read is by id, account or conversation (their relationship indexes): each index
  // more is one more write inside every question's transaction (POST /api/ask), so there are none.
  indexes: [
    { fields: ['createdAt', 'user', 'outcome', 'latencyMs'] },
    { fields: ['user', 'createdAt'] },
    { fields: ['feedbackAt', 'feedback'] },
  ],
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'thread', type: 'relationship', relationTo: 'answer-threads', required: true, index: true },
    // The API limits questions to 500 characters as people count them; UTF-16 length may be twice that.
    { name: 'question', type: 'textarea' },
    { name: 'image', type: 'upload', relationTo: 'question-images' },
    { name: 'answer', type: 'textarea' },
    {
      name: 'source',
      type: 'select',
      required: true,
      options: ANSWER_SOURCES.map((value) => ({ label: value, value })),
    },
    {
      name: 'outcome',
      type: 'select',
      required: true,
      options: ANSWER_OUTCOMES.map((value) => ({ label: value, value })),
    },
    { name: 'isVerified', type: 'checkbox', defaultValue: false },
    { name: 'crossCheck', type: 'select', options: CROSS_CHECK_RESULTS.map((value) => ({ label: value, value })) },
    { name: 'latencyMs', type: 'number', min: 0 },
    { name: 'promptTokens', type: 'number', min: 0 },
    { name: 'completionTokens', type: 'number', min: 0 },
    { name: 'model', type: 'text' },
    // The student's own vote (POST /api/answers/:id/feedback): the source of User Satisfaction.
    {
      name: 'feedback',
      type: 'select',
      options: ANSWER_FEEDBACK.map((value) => ({ label: value, value })),
    },
    { name: 'feedbackAt', type: 'date' },
    // The hint ladder: the highest level revealed so far (its texts follow each other in `answer`).
    // Empty on answers from before the ladder, which were full answers.
    { name: 'ladderLevel', type: 'select', options: LADDER_LEVELS.map((value) => ({ label: value, value })) },
    // "Check my answer": the latest verdict on the student's own answer, and how many checks it took.
    {
      name: 'checkVerdict',
      type: 'select',
      options: CHECK_VERDICTS.map((value) => ({ label: value, value })),
    },
    { name: 'studentAnswer', type: 'textarea' },
    { name: 'checkCount', type: 'number', min: 0, defaultValue: 0 },
    // Payload's own timestamps, without the index it gives each: the first index above starts with
    // createdAt (the admin list's sort) and nothing reads updatedAt.
    ...unindexedTimestamps,
  ],
}
