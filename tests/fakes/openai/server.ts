import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

import { systemText } from './message-text'
import { translatorReply } from './translator'
import { tutorReply } from './tutor'
import { writerReply } from './writer'

type ContentPart = { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } }
export type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string | ContentPart[] }
export type ChatRequest = {
  model: string
  messages: ChatMessage[]
  stream?: boolean
  stream_options?: { include_usage?: boolean }
  temperature?: number
  max_tokens?: number
  response_format?: { type: string; json_schema?: { name?: string; schema?: object } }
}
export type Reply = (request: ChatRequest) => string

export type FakeModelOptions = { port?: number; apiKey?: string; reply?: Reply; tokenDelayMs?: number }

export type FakeModel = {
  url: string
  /** The OpenAI-compatible base URL (`…/v1`) the app's AI_BASE_URL points at. */
  baseUrl: string
  apiKey: string
  requests: ChatRequest[]
  setReply: (reply: Reply) => void
  setTokenDelay: (ms: number) => void
  /** The next `count` requests get their connection destroyed before any answer (a network failure). */
  dropConnections: (count: number) => void
  /** The next streamed answer stops after `tokens` tokens with its connection destroyed. */
  breakNextStreamAfter: (tokens: number) => void
  /** The next `count` requests are answered with this HTTP status. */
  failWith: (status: number, count?: number) => void
  /** Streamed answers whose client closed the connection before the answer ended. */
  abandonedStreams: () => number
  /** Ends streamed bodies this long after `[DONE]` (a real server's last chunk may come apart). */
  setEndDelay: (ms: number) => void
  /** TCP connections accepted so far (a client that pools connections opens few). */
  connections: () => number
  stop: () => Promise<void>
}

const lastUserText = (request: ChatRequest) => {
  const last = [...request.messages].reverse().find((message) => message.role === 'user')
  if (!last) return ''
  return typeof last.content === 'string'
    ? last.content
    : last.content.map((part) => (part.type === 'text' ? part.text : '[image]')).join(' ')
}

/** "Read the question" in the languages a system prompt can ask for (`language code "xx"`). */
const READ_THE_QUESTION: Record<string, string> = {
  en: 'Read the question',
  fr: 'Lisez la question',
  de: 'Lies die Frage',
  it: 'Leggi la domanda',
  es: 'Lee la pregunta',
  pt: 'Leia a pergunta',
  zh: '阅读题目',
  ja: '問題を読む',
  ko: '문제를 읽으세요',
  ru: 'Прочитайте вопрос',
  ar: 'اقرأ السؤال',
  hi: 'प्रश्न पढ़ें',
  cs: 'Přečtěte si otázku',
  sk: 'Prečítajte si otázku',
}

/**
 * The default answer: the essay writer's outline and essay (tests/fakes/openai/writer.ts), the
 * tutor's hint-ladder levels and answer checks (tests/fakes/openai/tutor.ts), the content
 * translator's JSON (tests/fakes/openai/translator.ts), or step-by-step
 * Markdown with LaTeX that echoes the question. Like a real model it follows the system prompt:
 * the language it names, and exam mode (the method and a hint, no final answer).
 */
export const defaultReply: Reply = (request) => {
  const scripted = writerReply(request) ?? tutorReply(request) ?? translatorReply(request)
  if (scripted) return scripted
  const system = systemText(request)
  const language = system.match(/language code "([a-z]{2})"/)?.[1] ?? 'en'
  const read = `**Step 1.** ${READ_THE_QUESTION[language] ?? READ_THE_QUESTION.en}: ${lastUserText(request)}`
  if (system.includes('EXAM MODE IS ON')) {
    return `Exam mode is on, so here is the method.\n\n${read}\n\n**Step 2.** Think about the method: $x^2 + 1$.\n\n**Hint:** now do the last step on your own.`
  }
  return `${read}\n\n**Step 2.** Work it out: $x^2 + 1$.\n\n**Answer:** done.`
}

/** Splits like a tokenizer would, roughly: words with their following space. */
const tokens = (text: string) => text.match(/\S+\s*|\s+/g) ?? []

const readBody = async (req: IncomingMessage) => {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/**
 * A local stand-in for an OpenAI-compatible chat API (hosted APIs, vLLM, Ollama, LM Studio all
 * speak it): `/v1/chat/completions` streaming and not, images as `image_url` parts, usage counts.
 */
export const startFakeModel = async (options: FakeModelOptions = {}): Promise<FakeModel> => {
  const apiKey = options.apiKey ?? 'sk-fake-model'
  let reply = options.reply ?? defaultReply
  let tokenDelayMs = options.tokenDelayMs ?? 0
  let dropsLeft = 0
  let breakAfter: number | null = null
  let failure: { status: number; left: number } | null = null
  let abandoned = 0
  let endDelayMs = 0
  let accepted = 0
  const requests: ChatRequest[] = []
  const sockets = new Set<Socket>()

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(JSON.stringify(body))
  }

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'GET' && req.url === '/v1/models') {
      return send(res, 200, { object: 'list', data: [{ id: 'fake-model', object: 'model' }] })
    }
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions')
      return send(res, 404, { error: { message: 'Not found' } })
    if (req.headers.authorization !== `Bearer ${apiKey}`) {
      return send(res, 401, { error: { message: 'Invalid API key', type: 'invalid_request_error' } })
    }
    const request = JSON.parse(await readBody(req)) as ChatRequest
    if (dropsLeft > 0) {
      dropsLeft -= 1
      return req.socket.destroy()
    }
    if (failure && failure.left > 0) {
      failure.left -= 1
      return send(res, failure.status, { error: { message: 'Upstream failure', type: 'server_error' } })
    }
    requests.push(request)
    const text = reply(request)
    const usage = {
      prompt_tokens: JSON.stringify(request.messages).length >> 2,
      completion_tokens: tokens(text).length,
    }
    const id = `chatcmpl-${requests.length}`
    if (!request.stream) {
      return send(res, 200, {
        id,
        object: 'chat.completion',
        model: request.model,
        choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
        usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
      })
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
    let isCutHere = false
    res.on('close', () => {
      if (!res.writableEnded && !isCutHere) abandoned += 1
    })
    const chunk = (delta: object, finish: string | null = null) =>
      res.write(
        `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', model: request.model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`,
      )
    chunk({ role: 'assistant', content: '' })
    const cutAt = breakAfter
    breakAfter = null
    for (const [index, token] of tokens(text).entries()) {
      if (cutAt !== null && index === cutAt) {
        isCutHere = true
        return res.destroy()
      }
      if (tokenDelayMs) await new Promise((resolve) => setTimeout(resolve, tokenDelayMs))
      if (res.destroyed) return
      chunk({ content: token })
    }
    chunk({}, 'stop')
    if (request.stream_options?.include_usage) {
      res.write(`data: ${JSON.stringify({ id, object: 'chat.completion.chunk', choices: [], usage })}\n\n`)
    }
    if (!endDelayMs) return res.end('data: [DONE]\n\n')
    res.write('data: [DONE]\n\n')
    setTimeout(() => res.end(), endDelayMs)
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => send(res, 500, { error: { message: String(error) } }))
  })
  server.on('connection', (socket) => {
    accepted += 1
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', resolve)
  })
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    baseUrl: `${url}/v1`,
    apiKey,
    requests,
    setReply: (next) => void (reply = next),
    setTokenDelay: (ms) => void (tokenDelayMs = ms),
    dropConnections: (count) => void (dropsLeft = count),
    breakNextStreamAfter: (count) => void (breakAfter = count),
    failWith: (status, count = 1) => void (failure = { status, left: count }),
    abandonedStreams: () => abandoned,
    setEndDelay: (ms) => void (endDelayMs = ms),
    connections: () => accepted,
    stop: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
