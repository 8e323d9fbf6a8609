import { MODEL_TIMEOUTS } from '../../config/answers'
import { parseSse } from '../../lib/sse/parse-sse'

export type ModelConfig = { baseUrl: string; apiKey: string; model: string; visionModel: string }

type ContentPart = { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } }
export type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string | ContentPart[] }

export type ModelChunk =
  { type: 'token'; text: string } | { type: 'usage'; promptTokens: number; completionTokens: number }

/** The model could not be reached or refused to answer; the caller answers 503. */
export class ModelUnavailableError extends Error {
  constructor(reason: string) {
    super(reason)
    this.name = 'ModelUnavailableError'
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
  fetch(`${config.baseUrl}/chat/completions`, {
    method: 'POST',
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
}: {
  config: ModelConfig
  messages: ChatMessage[]
  hasImage: boolean
  signal?: AbortSignal
}): Promise<{ model: string; chunks: AsyncGenerator<ModelChunk> }> => {
  const model = hasImage ? config.visionModel : config.model
  const controller = new AbortController()
  const abort = () => controller.abort()
  signal?.addEventListener('abort', abort, { once: true })
  const totalTimer = setTimeout(abort, MODEL_TIMEOUTS.totalMs)
  const firstByteTimer = setTimeout(abort, MODEL_TIMEOUTS.firstByteMs)
  const cleanUp = () => {
    clearTimeout(totalTimer)
    clearTimeout(firstByteTimer)
    signal?.removeEventListener('abort', abort)
  }
  const body = { model, messages, stream: true, stream_options: { include_usage: true }, temperature: 0.2 }

  let response: Response | undefined
  for (let attempt = 1; attempt <= 2 && !response; attempt += 1) {
    try {
      response = await post(config, body, controller.signal)
    } catch (error) {
      if (attempt === 2 || controller.signal.aborted) {
        cleanUp()
        throw new ModelUnavailableError(`model unreachable: ${(error as Error).message}`)
      }
    }
  }
  clearTimeout(firstByteTimer)
  if (!response!.ok || !response!.body) {
    cleanUp()
    await response!.body?.cancel().catch(() => undefined)
    throw new ModelUnavailableError(`model answered HTTP ${response!.status}`)
  }

  const stream = response!.body
  async function* chunks(): AsyncGenerator<ModelChunk> {
    try {
      for await (const frame of parseSse(stream)) {
        if (frame.data === '[DONE]') break
        let payload: StreamPayload
        try {
          payload = JSON.parse(frame.data) as StreamPayload
        } catch {
          continue
        }
        const text = payload.choices?.[0]?.delta?.content
        if (text) yield { type: 'token', text }
        if (payload.usage) {
          yield {
            type: 'usage',
            promptTokens: payload.usage.prompt_tokens ?? 0,
            completionTokens: payload.usage.completion_tokens ?? 0,
          }
        }
      }
      if (controller.signal.aborted) throw new ModelUnavailableError('model answer timed out')
    } catch (error) {
      if (error instanceof ModelUnavailableError) throw error
      throw new ModelUnavailableError(`model stream failed: ${(error as Error).message}`)
    } finally {
      cleanUp()
    }
  }
  return { model, chunks: chunks() }
}
