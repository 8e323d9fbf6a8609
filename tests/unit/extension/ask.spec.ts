import { afterEach, describe, expect, it, vi } from 'vitest'

import { ask, askBody, askEvents } from '../../../extension/src/api/ask'
import { StudifyApiError } from '../../../extension/src/api/client'
import type { AskEvent } from '../../../extension/src/api/schemas'
import { SITE_ORIGIN } from '../../../extension/src/config/site'

/** A byte stream delivered in the given pieces (so chunk boundaries fall exactly there). */
const streamOf = (chunks: (string | Uint8Array)[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks)
        controller.enqueue(typeof chunk === 'string' ? new TextEncoder().encode(chunk) : chunk)
      controller.close()
    },
  })

const collect = async (events: AsyncIterable<AskEvent>) => {
  const all: AskEvent[] = []
  for await (const event of events) all.push(event)
  return all
}

const frame = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`

const DONE = {
  answerId: 12,
  threadId: 5,
  source: 'cas',
  isVerified: true,
  crossCheck: 'agrees',
  remainingRequests: 7,
  resetTime: '2030-01-07T00:00:00.000Z',
}

const STREAM = [
  frame('start', { threadId: 5 }),
  frame('token', { text: 'Ré' }),
  frame('token', { text: 'ponse: $x^2$ ✓' }),
  frame('done', DONE),
].join('')

describe('the answer stream (SSE over fetch)', () => {
  const expected: AskEvent[] = [
    { type: 'start', threadId: '5' },
    { type: 'token', text: 'Ré' },
    { type: 'token', text: 'ponse: $x^2$ ✓' },
    // A server from before the hint ladder sends no level: its answers are full ones.
    { type: 'done', ...DONE, answerId: '12', threadId: '5', source: 'cas', crossCheck: 'agrees', ladderLevel: 'full' },
  ]

  it('reads typed events', async () => {
    expect(await collect(askEvents(streamOf([STREAM])))).toEqual(expected)
  })

  it('gives the same events whatever the chunk boundaries, even inside a UTF-8 character', async () => {
    const bytes = new TextEncoder().encode(STREAM)
    const oneByOne = [...bytes].map((byte) => Uint8Array.of(byte))
    expect(await collect(askEvents(streamOf(oneByOne)))).toEqual(expected)
    for (const size of [2, 3, 7, 64]) {
      const pieces: Uint8Array[] = []
      for (let i = 0; i < bytes.length; i += size) pieces.push(bytes.subarray(i, i + size))
      expect(await collect(askEvents(streamOf(pieces)))).toEqual(expected)
    }
  })

  it('joins multi-line data with newlines and accepts CRLF lines', async () => {
    const multiLine = 'event: token\ndata: {"text":\ndata: "a\\nb"}\n\n'
    expect(await collect(askEvents(streamOf([multiLine])))).toEqual([{ type: 'token', text: 'a\nb' }])
    const crlf = 'event: token\r\ndata: {"text":"x"}\r\n\r\n'
    expect(await collect(askEvents(streamOf([crlf])))).toEqual([{ type: 'token', text: 'x' }])
  })

  it('skips comments, unknown events, bad JSON and frames of the wrong shape', async () => {
    const noise = [
      ': keep-alive\n\n',
      frame('ping', {}),
      'event: token\ndata: {not json}\n\n',
      frame('token', { text: 42 }),
      frame('done', { answerId: 1 }),
      'data: {"text":"no event name"}\n\n',
      frame('error', { message: 'The model stopped answering.' }),
    ]
    expect(await collect(askEvents(streamOf(noise)))).toEqual([
      { type: 'error', message: 'The model stopped answering.' },
    ])
  })

  it('keeps a last event that is not followed by a blank line', async () => {
    expect(await collect(askEvents(streamOf(['event: token\ndata: {"text":"end"}'])))).toEqual([
      { type: 'token', text: 'end' },
    ])
  })
})

describe('POST /api/ask', () => {
  afterEach(() => vi.unstubAllGlobals())
  const credentials = { token: 'a.b.c', locale: 'fr' }

  it('sends JSON without an image and multipart with one', async () => {
    const json = askBody({ question: 'Why?', threadId: '5' })
    expect(json.headers).toEqual({ 'content-type': 'application/json' })
    expect(JSON.parse(json.body as string)).toEqual({ question: 'Why?', threadId: '5' })
    expect(JSON.parse(askBody({ question: 'Why?' }).body as string)).toEqual({ question: 'Why?' })
    // The hint ladder: a first level with the question, the next level with the thread alone.
    expect(JSON.parse(askBody({ question: 'Why?', mode: 'hint' }).body as string)).toEqual({
      question: 'Why?',
      mode: 'hint',
    })
    expect(JSON.parse(askBody({ question: '', threadId: '5', mode: 'step' }).body as string)).toEqual({
      question: '',
      threadId: '5',
      mode: 'step',
    })

    const image = new Blob([Uint8Array.of(0x89, 0x50, 0x4e, 0x47)], { type: 'image/png' })
    const form = askBody({ question: 'What is this?', threadId: null, image })
    expect(form.headers).toEqual({})
    const body = form.body as FormData
    expect(body.get('question')).toBe('What is this?')
    expect(body.has('threadId')).toBe(false)
    expect((body.get('image') as File).type).toBe('image/png')
  })

  it('streams with the Bearer token, the reader’s language and no cookies', async () => {
    const fetchSpy = vi.fn(
      async () => new Response(streamOf([STREAM]), { headers: { 'content-type': 'text/event-stream' } }),
    )
    vi.stubGlobal('fetch', fetchSpy)
    const events = await collect(ask({ question: 'Why?' }, credentials))
    expect(events.map((event) => event.type)).toEqual(['start', 'token', 'token', 'done'])
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe(`${SITE_ORIGIN}/api/ask`)
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'omit',
      headers: { authorization: 'Bearer a.b.c', 'x-locale': 'fr', 'content-type': 'application/json' },
    })
  })

  it('turns JSON errors before the stream into StudifyApiErrors with the reset time', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ message: 'Weekly limit reached', resetTime: '2030-01-07T00:00:00.000Z' }, { status: 429 }),
    )
    const error = await collect(ask({ question: 'Why?' }, credentials)).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(StudifyApiError)
    expect(error).toMatchObject({ status: 429, message: 'Weekly limit reached', resetTime: '2030-01-07T00:00:00.000Z' })
  })

  it('reports no answer at all as status 0, and a stop by the reader as an AbortError', async () => {
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('Failed to fetch')))
    expect(await collect(ask({ question: 'Why?' }, credentials)).catch((caught: unknown) => caught)).toMatchObject({
      status: 0,
    })
    vi.stubGlobal('fetch', async () => Promise.reject(new DOMException('stopped', 'AbortError')))
    expect(await collect(ask({ question: 'Why?' }, credentials)).catch((caught: unknown) => caught)).toMatchObject({
      name: 'AbortError',
    })
  })

  it('refuses a success that is not an event stream', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ answer: 'x' }))
    const error = await collect(ask({ question: 'Why?' }, credentials)).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(StudifyApiError)
  })
})
