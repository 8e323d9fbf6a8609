import type { IncomingMessage } from 'node:http'

import { MODEL_TIMEOUTS } from '../../config/answers'
import { createSseParser, type SseEvent } from '../../lib/sse/parse-sse'

import { discard, postForStream, readArrived } from './model-http'

export type ModelConfig = { baseUrl: string; apiKey: string; model: string; visionModel: string }

type ContentPart = { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } }
export type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string | ContentPart[] }

export type ModelChunk =
  { type: 'token'; text: string } | { type: 'usage'; promptTokens: number; completionTokens: number }

/** Request settings beyond the answer's defaults (temperature 0.2, free text). */
export type ChatOptions = {
  temperature?: number
  /** OpenAI's structured output (`json_schema`); servers without it answer in free text. */
  responseFormat?: { type: 'json_schema'; json_schema: { name: string; strict?: boolean; schema: object } }
  maxTokens?: number
}

/** The model could not be reached or refused to answer; the caller answers 503. */
export class ModelUnavailableError extends Error {
  /** The model server's HTTP status when it answered with an error (a 400 may be an unsupported option). */
  readonly status?: number

  constructor(reason: string, status?: number) {
    super(reason)
    this.name = 'ModelUnavailableError'
    this.status = status
  }
}

/**
 * The OpenAI-compatible endpoint from AI_BASE_URL / AI_API_KEY / AI_MODEL (AI_VISION_MODEL for
 * images, else AI_MODEL). Local servers (Ollama, vLLM, LM Studio) need no key. Null when unset.
 */
export const modelConfigFromEnv = (env: Record<string, string | undefined> = process.env): ModelConfig | null => {
  const baseUrl = env.AI_BASE_URL?.trim().replace(/\/+$/, '')
  const model = env.AI_MODEL?.trim()
  if (!baseUrl || !model) return null
  return { baseUrl, apiKey: env.AI_API_KEY?.trim() ?? '', model, visionModel: env.AI_VISION_MODEL?.trim() || model }
}

type UsagePayload = { prompt_tokens?: number; completion_tokens?: number }
type StreamPayload = { choices?: { delta?: { content?: string | null } }[]; usage?: UsagePayload | null }

const post = (config: ModelConfig, body: unknown, signal: AbortSignal) =>
  postForStream({
    url: `${config.baseUrl}/chat/completions`,
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
    },
    body: JSON.stringify(body),
    signal,
  })

/**
 * Opens a streamed chat completion. Resolves once the model has answered with a 2xx status, so
 * the caller can still reply with a proper HTTP error when it cannot; a connection failure is
 * retried once (a restarting local server, a dropped keep-alive socket), an HTTP error is not.
 */
export const openChatStream = async ({
  config,
  messages,
  hasImage,
  signal,
  timeouts = MODEL_TIMEOUTS,
  options = {},
}: {
  config: ModelConfig
  messages: ChatMessage[]
  hasImage: boolean
  signal?: AbortSignal
  /** The answer's budgets unless the caller has its own (a long essay). */
  timeouts?: { firstByteMs: number; totalMs: number }
  options?: ChatOptions
}): Promise<{ model: string; chunks: AsyncGenerator<ModelChunk>; close: () => void }> => {
  if (signal?.aborted) throw new ModelUnavailableError('cancelled before the model was asked')
  const model = hasImage ? config.visionModel : config.model
  const controller = new AbortController()
  const abort = () => controller.abort()
  signal?.addEventListener('abort', abort, { once: true })
  const totalTimer = setTimeout(abort, timeouts.totalMs)
  const firstByteTimer = setTimeout(abort, timeouts.firstByteMs)
  const cleanUp = () => {
    clearTimeout(totalTimer)
    clearTimeout(firstByteTimer)
    signal?.removeEventListener('abort', abort)
  }
  const body = {
    model,
    messages,
    stream: true,
    stream_options: { include_usage: true },
    temperature: options.temperature ?? 0.2,
    ...(options.responseFormat ? { response_format: options.responseFormat } : {}),
    ...(options.maxTokens ? { max_tokens: options.maxTokens } : {}),
  }

  let response: IncomingMessage | undefined
  for (let attempt = 1; attempt <= 2 && !response; attempt += 1) {
    try {
      response = await post(config, body, controller.signal)
    } catch (error) {
      if (attempt === 2 || controller.signal.aborted) {
        cleanUp()
        const reason = controller.signal.aborted ? 'no answer in time, or cancelled' : (error as Error).message
        throw new ModelUnavailableError(`model unreachable: ${reason}`)
      }
    }
  }
  clearTimeout(firstByteTimer)
  // The caller's signal only guards the wait for the model; once answering, a student who leaves
  // stops reading the chunks (the answer then stays counted as cancelled).
  signal?.removeEventListener('abort', abort)
  const status = response!.statusCode ?? 0
  if (status < 200 || status > 299) {
    cleanUp()
    discard(response!)
    throw new ModelUnavailableError(`model answered HTTP ${status}`, status)
  }

  const stream = response!
  const parser = createSseParser()
  // Closing the connection also stops the model's work (a student who stopped listening).
  const close = () => {
    cleanUp()
    stream.destroy()
  }
  // Each read takes every byte that has arrived, so a burst of tokens (a fast or local model
  // sends many at once, one HTTP chunk each) is forwarded as one chunk, not one write per token.
  async function* chunks(): AsyncGenerator<ModelChunk> {
    let isFinished = false
    try {
      for await (const bytes of readArrived(stream)) {
        const received = readFrames(parser.push(bytes))
        yield* toChunks(received)
        if (received.isDone) break
      }
      if (controller.signal.aborted) throw new ModelUnavailableError('model answer timed out')
      yield* toChunks(readFrames(parser.end()))
      isFinished = true
    } catch (error) {
      if (error instanceof ModelUnavailableError) throw error
      if (controller.signal.aborted) throw new ModelUnavailableError('model answer timed out')
      throw new ModelUnavailableError(`model stream failed: ${(error as Error).message}`)
    } finally {
      // A finished answer lets its connection go back to the pool.
      if (isFinished) {
        cleanUp()
        discard(stream)
      } else close()
    }
  }
  return { model, chunks: chunks(), close }
}

function* toChunks({ text, usage }: ReturnType<typeof readFrames>): Generator<ModelChunk> {
  if (text) yield { type: 'token', text }
  if (usage) yield { type: 'usage', ...usage }
}

/** The text and usage carried by frames that arrived together, up to the `[DONE]` marker. */
const readFrames = (frames: SseEvent[]) => {
  let text = ''
  let usage: { promptTokens: number; completionTokens: number } | null = null
  for (const frame of frames) {
    if (frame.data === '[DONE]') return { text, usage, isDone: true }
    let payload: StreamPayload
    try {
      payload = JSON.parse(frame.data) as StreamPayload
    } catch {
      continue
    }
    text += payload.choices?.[0]?.delta?.content ?? ''
    if (payload.usage) {
      usage = { promptTokens: payload.usage.prompt_tokens ?? 0, completionTokens: payload.usage.completion_tokens ?? 0 }
    }
  }
  return { text, usage, isDone: false }
}
