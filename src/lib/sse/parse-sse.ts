export type SseEvent = { event: string; data: string }

/**
 * Server-Sent Events from a byte stream (the WHATWG format): events end at a blank line,
 * `data:` lines join with newlines, `event:` names the event (default `message`), comments and
 * unknown fields are skipped. Chunk boundaries may fall anywhere, even inside a UTF-8 character.
 */
export async function* parseSse(stream: ReadableStream<Uint8Array>): AsyncGenerator<SseEvent> {
  const reader = stream.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  let event = 'message'
  let data: string[] = []
  const flushLine = (line: string): SseEvent | null => {
    if (line === '') {
      const complete = data.length ? { event, data: data.join('\n') } : null
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
  try {
    for (;;) {
      const { value, done } = await reader.read()
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true })
      const lines = buffer.split(/\r\n|\r|\n/)
      buffer = done ? '' : (lines.pop() ?? '')
      for (const line of lines) {
        const complete = flushLine(line)
        if (complete) yield complete
      }
      if (done) {
        const last = flushLine('')
        if (last) yield last
        return
      }
    }
  } finally {
    reader.releaseLock()
  }
}

/** One SSE frame as text. */
export const sseFrame = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`
