export type SseEvent = { event: string; data: string }

export type SseParser = {
  /** The events completed by these bytes (possibly none). */
  push: (bytes: Uint8Array) => SseEvent[]
  /** The event left open when the stream ends, if any. */
  end: () => SseEvent[]
}

/**
 * An incremental Server-Sent Events parser (the WHATWG format): events end at a blank line,
 * `data:` lines join with newlines, `event:` names the event (default `message`), comments and
 * unknown fields are skipped. Chunk boundaries may fall anywhere, even inside a UTF-8 character
 * or between the two bytes of a CRLF. Unlike a browser's EventSource, an event the stream ends in
 * the middle of is still delivered: some model servers omit the last blank line.
 */
export const createSseParser = (): SseParser => {
  const decoder = new TextDecoder()
  let buffer = ''
  let event = 'message'
  let data: string[] = []
  const readLine = (line: string): SseEvent | null => {
    if (line === '') {
      const complete = data.length ? { event: event || 'message', data: data.join('\n') } : null
      event = 'message'
      data = []
      return complete
    }
    if (line.startsWith(':')) return null
    const colon = line.indexOf(':')
    const field = colon === -1 ? line : line.slice(0, colon)
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '')
    if (field === 'data') data.push(value)
    else if (field === 'event') event = value
    return null
  }
  const readLines = (lines: string[]) => {
    const events: SseEvent[] = []
    for (const line of lines) {
      const complete = readLine(line)
      if (complete) events.push(complete)
    }
    return events
  }
  return {
    push: (bytes) => {
      buffer += decoder.decode(bytes, { stream: true })
      // A trailing CR may be the first half of a CRLF: it waits for the next byte.
      const isCrPending = buffer.endsWith('\r')
      const lines = (isCrPending ? buffer.slice(0, -1) : buffer).split(/\r\n|\r|\n/)
      buffer = (lines.pop() ?? '') + (isCrPending ? '\r' : '')
      return readLines(lines)
    },
    end: () => {
      const lines = (buffer + decoder.decode()).split(/\r\n|\r|\n/)
      buffer = ''
      return readLines([...lines, ''])
    },
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
