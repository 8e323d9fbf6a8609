import { describe, expect, it, vi } from 'vitest'

import { sseStream } from '../../../src/lib/sse/write-sse'

const decode = (chunk: Uint8Array) => new TextDecoder().decode(chunk)

/** Yields one event, then waits for `release` before yielding the next. */
const slowEvents = (release: Promise<void>) =>
  (async function* () {
    yield { type: 'token', text: 'first' }
    await release
    yield { type: 'token', text: 'late' }
  })()

describe('sseStream', () => {
  it('frames each event and closes when the operation ends', async () => {
    const onError = vi.fn()
    const events = (async function* () {
      yield { type: 'start', id: 1 }
      yield { type: 'done' }
    })()
    const text = await new Response(sseStream(events, { onError, errorMessage: 'failed' })).text()
    expect(text).toBe('event: start\ndata: {"id":1}\n\nevent: done\ndata: {}\n\n')
    expect(onError).not.toHaveBeenCalled()
  })

  it('ends a failing operation with an error event carrying the message onError chose', async () => {
    const events = (async function* () {
      yield { type: 'start' }
      throw new Error('boom')
    })()
    const text = await new Response(sseStream(events, { onError: () => 'try again', errorMessage: 'failed' })).text()
    expect(text).toContain('event: error\ndata: {"message":"try again"}')
  })

  it('drops what a pending pull brings after the reader left, without reporting a failure', async () => {
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    const onError = vi.fn()
    const reader = sseStream(slowEvents(released), { onError, errorMessage: 'failed' }).getReader()
    expect(decode((await reader.read()).value!)).toContain('first')
    const pending = reader.read()
    await new Promise((resolve) => setTimeout(resolve, 10)) // the pull is now waiting on the operation
    const cancelled = reader.cancel()
    release()
    await cancelled
    await expect(pending).resolves.toEqual({ done: true, value: undefined })
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(onError).not.toHaveBeenCalled()
  })
})
