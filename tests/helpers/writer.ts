import type { Payload } from 'payload'

import { parseEvents } from './answers'
import { rest } from './rest'

export const ESSAY_INPUT = {
  topic: 'How the printing press changed the spread of ideas in early modern Europe',
  length: 2,
  tone: 'analytical',
  outline: ['Introduction', 'Before the press', 'A flood of books', 'Conclusion'],
} as const

/** POST /api/writer/essays with its Server-Sent Events parsed; the essay text joined from the tokens. */
export const postEssay = async (
  token: string | undefined,
  body: Record<string, unknown> = ESSAY_INPUT,
  headers: Record<string, string> = {},
) => {
  const response = await rest('POST', '/writer/essays', { token, body, headers })
  const isStream = response.headers.get('content-type')?.includes('text/event-stream')
  const events = isStream ? parseEvents(response.json as unknown as string) : []
  const text = events
    .filter((event) => event.event === 'token')
    .map((event) => event.data.text)
    .join('')
  return {
    ...response,
    events,
    text,
    start: events.find((event) => event.event === 'start')?.data,
    done: events.find((event) => event.event === 'done')?.data,
    error: events.find((event) => event.event === 'error')?.data,
  }
}

export const essaysOf = async (payload: Payload, userId: number) =>
  (
    await payload.find({
      collection: 'essays',
      where: { user: { equals: userId } },
      sort: 'createdAt',
      depth: 0,
      overrideAccess: true,
    })
  ).docs

/** Essays counted against the student's weekly allowance. */
export const essayCount = async (payload: Payload, userId: number) =>
  (
    await payload.find({
      collection: 'weekly-usage',
      where: { user: { equals: userId } },
      depth: 0,
      overrideAccess: true,
    })
  ).docs.reduce((sum, row) => sum + row.essayCount, 0)
