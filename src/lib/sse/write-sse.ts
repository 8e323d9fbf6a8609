/** An event an operation streams: its `type` names the SSE event, the rest is its JSON data. */
export type StreamEvent = { type: string }

type SseOptions = { onError: (error: unknown) => string | void; errorMessage: string }

const encoder = new TextEncoder()

export const sseFrame = ({ type, ...data }: StreamEvent) =>
  encoder.encode(`event: ${type}\ndata: ${JSON.stringify(data)}\n\n`)

/**
 * Streams an operation's events as Server-Sent Events, one pull at a time (so a slow reader
 * slows the operation, not the server's memory). A closed connection returns the generator,
 * whose `finally` stops the model; a failure goes to `onError` and ends the stream with an `error`
 * event: the message `onError` returns for it (e.g. "briefly unavailable"), else `errorMessage`.
 * A pull still awaiting its event when the reader leaves resolves after `cancel`: what it brings
 * has nobody to go to and is dropped, not reported as a failure.
 */
export const sseStream = <Event extends StreamEvent>(
  events: AsyncGenerator<Event>,
  { onError, errorMessage }: SseOptions,
) => {
  let isCancelled = false
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await events.next()
        if (isCancelled) return
        if (next.done) controller.close()
        else controller.enqueue(sseFrame(next.value))
      } catch (error) {
        if (isCancelled) return
        const message = onError(error) ?? errorMessage
        controller.enqueue(sseFrame({ type: 'error', message } as StreamEvent))
        controller.close()
      }
    },
    async cancel() {
      isCancelled = true
      await events.return(undefined)
    },
  })
}

/** The `text/event-stream` response around an operation's events (no proxy buffering, no caching). */
export const sseResponse = <Event extends StreamEvent>(events: AsyncGenerator<Event>, options: SseOptions) =>
  new Response(sseStream(events, options), {
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
    },
  })
