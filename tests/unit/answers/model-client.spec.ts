import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type ModelChunk, openChatStream } from '@/services/answers/model-client'

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

const collect = async (chunks: AsyncGenerator<ModelChunk>) => {
  const tokens: string[] = []
  let usage: ModelChunk | undefined
  for await (const chunk of chunks) {
    if (chunk.type === 'token') tokens.push(chunk.text)
    else usage = chunk
  }
  return { tokens, usage }
}

const waitFor = async (condition: () => boolean) => {
  for (let i = 0; i < 100 && !condition(); i += 1) await new Promise((resolve) => setTimeout(resolve, 10))
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
