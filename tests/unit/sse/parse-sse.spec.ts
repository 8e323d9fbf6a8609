import { describe, expect, it } from 'vitest'

import { createSseParser, parseSse, type SseEvent } from '@/lib/sse/parse-sse'

const bytes = (text: string) => new TextEncoder().encode(text)

/** Feeds the text split at the given byte offsets and collects every event. */
const parseSplit = (text: string, cuts: number[]) => {
  const parser = createSseParser()
  const all = bytes(text)
  const bounds = [0, ...cuts, all.length]
  const events: SseEvent[] = []
  for (let i = 0; i + 1 < bounds.length; i += 1) events.push(...parser.push(all.slice(bounds[i], bounds[i + 1])))
  return [...events, ...parser.end()]
}

const STREAM =
  ': comment\r\nevent: token\r\ndata: {"text":"é"}\r\n\r\ndata: line 1\ndata: line 2\n\nid: 7\ndata:no space\r\r'
const EXPECTED: SseEvent[] = [
  { event: 'token', data: '{"text":"é"}' },
  { event: 'message', data: 'line 1\nline 2' },
  { event: 'message', data: 'no space' },
]

describe('createSseParser', () => {
  it('reads events, multi-line data, comments, unknown fields and all three line endings', () => {
    expect(parseSplit(STREAM, [])).toEqual(EXPECTED)
  })

  it('gives the same events wherever the bytes are split (inside UTF-8 characters and CRLFs too)', () => {
    const length = bytes(STREAM).length
    for (let cut = 1; cut < length; cut += 1) expect(parseSplit(STREAM, [cut])).toEqual(EXPECTED)
    expect(
      parseSplit(
        STREAM,
        Array.from({ length: length - 1 }, (_, i) => i + 1),
      ),
    ).toEqual(EXPECTED)
  })

  it('returns the events each push completes, and none for an unfinished one', () => {
    const parser = createSseParser()
    expect(parser.push(bytes('data: a\n\ndata: b\n\ndata: c'))).toEqual([
      { event: 'message', data: 'a' },
      { event: 'message', data: 'b' },
    ])
    expect(parser.push(bytes('d\n'))).toEqual([])
    expect(parser.end()).toEqual([{ event: 'message', data: 'cd' }])
  })

  it.each([
    ['data: tail without blank line', [{ event: 'message', data: 'tail without blank line' }]],
    ['event: only-a-name\n\n', []],
    ['event:\ndata: unnamed\n\n', [{ event: 'message', data: 'unnamed' }]],
    ['', []],
  ])('ends %j with %j', (text, expected) => {
    expect(parseSplit(text, [])).toEqual(expected)
  })
})

describe('parseSse', () => {
  it('yields the events of a byte stream one at a time', async () => {
    const chunks = [bytes('data: 1\n\nda'), bytes('ta: 2\n\n'), bytes('data: 3')]
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(chunk)
        controller.close()
      },
    })
    const events: string[] = []
    for await (const event of parseSse(stream)) events.push(event.data)
    expect(events).toEqual(['1', '2', '3'])
  })
})
