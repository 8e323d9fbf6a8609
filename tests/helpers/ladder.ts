import { parseEvents } from './answers'
import { rest } from './rest'

/** POST /api/ask with any JSON body (a ladder level, a check), in a language; SSE bodies come back parsed. */
export const askWith = async (token: string | undefined, body: Record<string, unknown>, locale = 'en') => {
  const response = await rest('POST', '/ask', { token, body, headers: { 'x-locale': locale } })
  const isStream = response.headers.get('content-type')?.includes('text/event-stream')
  const events = isStream ? parseEvents(response.json as unknown as string) : []
  const done = events.find((event) => event.event === 'done')?.data
  const error = events.find((event) => event.event === 'error')?.data
  const text = events
    .filter((event) => event.event === 'token')
    .map((event) => event.data.text)
    .join('')
  return { ...response, events, done, error, text }
}
