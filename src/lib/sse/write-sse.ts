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
 */
export const sseStream = <Event extends StreamEvent>(
  events: AsyncGenerator<Event>,
  { onError, errorMessage }: SseOptions,
) =>
  new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await events.next()
        if (next.done) controller.close()
        else controller.enqueue(sseFrame(next.value))
      } catch (error) {
        const message = onError(error) ?? errorMessage
        controller.enqueue(sseFrame({ type: 'error', message } as StreamEvent))
        controller.close()
      }
    },
    async cancel() {
      await events.return(undefined)
    },
  })

/** The `text/event-stream` response around an operation's events (no proxy buffering, no caching). */
export const sseResponse = <Event extends StreamEvent>(events: AsyncGenerator<Event>, options: SseOptions) =>
  new Response(sseStream(events, options), {
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
    },
  })
