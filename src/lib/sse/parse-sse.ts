import { createParser } from 'eventsource-parser'

export type SseEvent = { event: string; data: string }

export type SseParser = {
  /** The events completed by these bytes (possibly none). */
  push: (bytes: Uint8Array) => SseEvent[]
  /** The event left open when the stream ends, if any. */
  end: () => SseEvent[]
}

/**
 * An incremental Server-Sent Events parser (the WHATWG format, parsed by `eventsource-parser`):
 * `event` defaults to `message`, as in a browser. Chunk boundaries may fall anywhere, even inside a
 * UTF-8 character or between the two bytes of a CRLF. Unlike a browser's EventSource, an event the
 * stream ends in the middle of is still delivered: some model servers omit the last blank line.
 */
export const createSseParser = (): SseParser => {
  const decoder = new TextDecoder()
  let completed: SseEvent[] = []
  const parser = createParser({
    onEvent: ({ event, data }) => completed.push({ event: event || 'message', data }),
  })
  const take = (text: string) => {
    parser.feed(text)
    const events = completed
    completed = []
    return events
  }
  return {
    push: (bytes) => take(decoder.decode(bytes, { stream: true })),
    // Two line ends close whatever line and event the stream stopped in (an extra blank line is no event).
    end: () => take(`${decoder.decode()}\n\n`),
  }
}

/** The events of a byte stream, one at a time. */
export async function* parseSse(stream: ReadableStream<Uint8Array>): AsyncGenerator<SseEvent> {
  const reader = stream.getReader()
  const parser = createSseParser()
  try {
    for (;;) {
      const { value, done } = await reader.read()
      if (done) {
        yield* parser.end()
        return
      }
      yield* parser.push(value)
    }
  } finally {
    reader.releaseLock()
  }
}
