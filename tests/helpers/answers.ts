import type { Payload } from 'payload'

import type { User } from '@/payload-types'

import { startFakeModel, type FakeModel } from '../fakes/openai/server'
import { createUser, STRONG_PASSWORD } from './factories'
import { rest } from './rest'

export type AskEvent = { event: string; data: Record<string, any> }

/** Parses a whole `text/event-stream` body into its events. */
export const parseEvents = (body: string): AskEvent[] =>
  body
    .split(/\n\n/)
    .filter((block) => block.trim())
    .map((block) => {
      const lines = block.split('\n')
      const event = lines.find((line) => line.startsWith('event: '))?.slice(7) ?? 'message'
      const data = lines
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice(6))
        .join('\n')
      return { event, data: JSON.parse(data) }
    })

export const tokenFor = async (email: string) =>
  (await rest('POST', '/auth/login', { body: { email, password: STRONG_PASSWORD } })).json.token as string

/** An account of any role, signed in: its row and its token. */
export const signedInUser = async (
  payload: Payload,
  overrides: Parameters<typeof createUser>[1] = {},
): Promise<{ user: User; token: string }> => {
  const user = await createUser(payload, overrides)
  return { user, token: await tokenFor(user.email) }
}

/** A student whose access request is approved, signed in. */
export const approvedStudent = async (
  payload: Payload,
  overrides: Parameters<typeof createUser>[1] = {},
): Promise<{ user: User; token: string }> => {
  const user = await createUser(payload, overrides)
  await payload.create({
    collection: 'access-requests',
    data: { user: user.id, status: 'approved' },
    overrideAccess: true,
  })
  return { user, token: await tokenFor(user.email) }
}

type Image = { bytes: Uint8Array; type: string; name?: string }

/** POST /api/ask as JSON, or multipart when an image goes with it; SSE bodies come back parsed. */
export const ask = async (
  token: string | undefined,
  {
    question,
    threadId,
    image,
    examMode,
    answerLocale,
  }: { question?: string; threadId?: number | string; image?: Image; examMode?: unknown; answerLocale?: string },
) => {
  const options = {
    ...(examMode !== undefined ? { examMode } : {}),
    ...(answerLocale !== undefined ? { answerLocale } : {}),
  }
  let body: unknown = { question, ...(threadId !== undefined ? { threadId } : {}), ...options }
  if (image) {
    const form = new FormData()
    if (question !== undefined) form.set('question', question)
    if (threadId !== undefined) form.set('threadId', String(threadId))
    for (const [name, value] of Object.entries(options)) form.set(name, String(value))
    form.set('image', new Blob([new Uint8Array(image.bytes)], { type: image.type }), image.name ?? 'shot.png')
    body = form
  }
  const response = await rest('POST', '/ask', { token, body })
  const isStream = response.headers.get('content-type')?.includes('text/event-stream')
  const events = isStream ? parseEvents(response.json as unknown as string) : []
  const done = events.find((event) => event.event === 'done')?.data
  const text = events
    .filter((event) => event.event === 'token')
    .map((event) => event.data.text)
    .join('')
  return { ...response, events, done, text }
}

/** Starts the fake OpenAI-compatible model and points the app at it (AI_* are read per request). */
export const startModel = async (): Promise<FakeModel> => {
  const model = await startFakeModel()
  Object.assign(process.env, {
    AI_BASE_URL: model.baseUrl,
    AI_API_KEY: model.apiKey,
    AI_MODEL: 'fake-model',
    AI_VISION_MODEL: 'fake-vision-model',
  })
  return model
}

export const weeklyCount = async (payload: Payload, userId: number) =>
  (
    await payload.find({
      collection: 'weekly-usage',
      where: { user: { equals: userId } },
      depth: 0,
      overrideAccess: true,
    })
  ).docs.reduce((sum, row) => sum + row.count, 0)
