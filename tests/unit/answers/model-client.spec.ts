import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type ModelChunk, ModelUnavailableError, openChatStream } from '@/services/answers/model-client'

import { type FakeModel, startFakeModel } from '../../fakes/openai/server'

const REPLY = Array.from({ length: 20 }, (_, i) => `word${i} `).join('')

let model: FakeModel
beforeAll(async () => {
  model = await startFakeModel({ reply: () => REPLY })
})
afterAll(() => model.stop())

const open = () =>
  openChatStream({
    config: { baseUrl: model.baseUrl, apiKey: model.apiKey, model: 'fake-model', visionModel: 'fake-model' },
    messages: [{ role: 'user', content: 'Say twenty words' }],
    hasImage: false,
  })

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Reads every chunk; `pauseMs` after each token is a student's connection slower than the model. */
const collect = async (chunks: AsyncGenerator<ModelChunk>, pauseMs = 0) => {
  const tokens: string[] = []
  let usage: ModelChunk | undefined
  for await (const chunk of chunks) {
    if (chunk.type === 'token') tokens.push(chunk.text)
    else usage = chunk
    if (pauseMs) await sleep(pauseMs)
  }
  return { tokens, usage }
}

const waitFor = async (condition: () => boolean) => {
  for (let i = 0; i < 100 && !condition(); i += 1) await sleep(10)
  return condition()
}

describe('openChatStream', () => {
  it('forwards a burst of tokens as one chunk, with the usage', async () => {
    model.setTokenDelay(0)
    const { tokens, usage } = await collect((await open()).chunks)
    expect(tokens.join('')).toBe(REPLY)
    // 20 tokens sent at once reach the student in one or two writes, not twenty.
    expect(tokens.length).toBeLessThanOrEqual(2)
    expect(usage).toEqual({ type: 'usage', promptTokens: expect.any(Number), completionTokens: 20 })
  })

  it('still streams tokens one by one as the model produces them', async () => {
    model.setTokenDelay(15)
    const { tokens } = await collect((await open()).chunks)
    expect(tokens.join('')).toBe(REPLY)
    expect(tokens.length).toBeGreaterThanOrEqual(15)
  })

  it('puts a finished answer’s connection back in the pool, also when the body ends after [DONE]', async () => {
    model.setTokenDelay(0)
    // The body's end comes with [DONE], or apart from it and before the reader got to [DONE].
    for (const [endDelay, pauseMs] of [
      [0, 0],
      [15, 40],
    ] as const) {
      model.setEndDelay(endDelay)
      const before = model.connections()
      for (let i = 0; i < 4; i += 1) {
        expect((await collect((await open()).chunks, pauseMs)).tokens.join('')).toBe(REPLY)
        // The next question comes a moment later.
        await sleep(40)
      }
      // One connection at most (the pool may have dropped an idle one in between), never one each.
      expect(model.connections() - before).toBeLessThanOrEqual(1)
    }
    model.setEndDelay(0)
  })

  it('does not call the model for a request already cancelled', async () => {
    const before = model.requests.length
    const controller = new AbortController()
    controller.abort()
    await expect(
      openChatStream({
        config: { baseUrl: model.baseUrl, apiKey: model.apiKey, model: 'fake-model', visionModel: 'fake-model' },
        messages: [{ role: 'user', content: 'Hi' }],
        hasImage: false,
        signal: controller.signal,
      }),
    ).rejects.toThrow(ModelUnavailableError)
    expect(model.requests.length).toBe(before)
  })

  it('closes the connection to the model when the reader stops early', async () => {
    model.setTokenDelay(50)
    const before = model.abandonedStreams()
    const { chunks } = await open()
    const first = await chunks.next()
    expect(first.value).toMatchObject({ type: 'token' })
    await chunks.return(undefined)
    expect(await waitFor(() => model.abandonedStreams() === before + 1)).toBe(true)
  })
})
