import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import type { User } from '@/payload-types'

export const STRONG_PASSWORD = 'Str0ng!Pass'

export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomUUID().slice(0, 8)}@example.test`

export const createUser = async (
  payload: Payload,
  overrides: Partial<Pick<User, 'name' | 'email' | 'role' | 'requestLimit' | 'plan' | 'allowedLocales'>> & {
    password?: string
  } = {},
): Promise<User> =>
  payload.create({
    collection: 'users',
    data: {
      name: 'Test Student',
      email: uniqueEmail(overrides.role ?? 'user'),
      password: STRONG_PASSWORD,
      role: 'user',
      requestLimit: 10,
      plan: 'free',
      ...overrides,
    },
    context: { disableRevalidate: true },
  })

export const sampleRichText = (text: string) => ({
  root: {
    type: 'root',
    direction: 'ltr' as const,
    format: '' as const,
    indent: 0,
    version: 1,
    children: [
      {
        type: 'paragraph',
        direction: 'ltr' as const,
        format: '' as const,
        indent: 0,
        version: 1,
        textFormat: 0,
        textStyle: '',
        children: [{ type: 'text', text, detail: 0, format: 0, mode: 'normal', style: '', version: 1 }],
      },
    ],
  },
})

/** A recorded answer (and its thread) of `user`, as the answer API stores them. */
export const createAnswer = async (
  payload: Payload,
  user: Pick<User, 'id'>,
  overrides: Partial<{
    question: string
    outcome: 'answered' | 'model_error' | 'cancelled'
    latencyMs: number
    /** A `question-images` id: the picture the question was asked with. */
    image: number
  }> = {},
) => {
  const thread = await payload.create({
    collection: 'answer-threads',
    data: { user: user.id, title: overrides.question ?? 'What is 2 + 2?' },
  })
  return payload.create({
    collection: 'answers',
    data: {
      user: user.id,
      thread: thread.id,
      question: overrides.question ?? 'What is 2 + 2?',
      answer: '4',
      source: 'model',
      outcome: overrides.outcome ?? 'answered',
      latencyMs: overrides.latencyMs ?? 800,
      image: overrides.image ?? null,
    },
  })
}

/** A blog category (the one posts of tests share, made on first use), for posts' required `category`. */
export const blogCategory = async (payload: Payload, slug = 'test-category'): Promise<number> => {
  const found = await payload.find({ collection: 'categories', where: { slug: { equals: slug } }, limit: 1, depth: 0 })
  if (found.docs[0]) return found.docs[0].id
  const created = await payload.create({
    collection: 'categories',
    data: { title: 'Test category', slug },
    context: { disableRevalidate: true },
  })
  return created.id
}
