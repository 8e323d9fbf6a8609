import { describe, expect, it } from 'vitest'

import { askSchema, statsQuerySchema } from '@/lib/validation/answers'
import { buildChatMessages } from '@/services/answers/chat-messages'
import { modelConfigFromEnv } from '@/services/answers/model-client'
import { ANSWER_SYSTEM_PROMPT, FOLLOW_UP_HINT, IMAGE_ONLY_QUESTION } from '@/services/answers/prompts'

describe('askSchema', () => {
  it.each([
    [{ question: '  What is 2+2?  ' }, { question: 'What is 2+2?', hasImage: false, examMode: false }],
    [
      { question: 'Hi', threadId: 12 },
      { question: 'Hi', threadId: '12', hasImage: false, examMode: false },
    ],
    [
      { question: '', hasImage: true },
      { question: '', hasImage: true, examMode: false },
    ],
    [{ hasImage: true }, { question: '', hasImage: true, examMode: false }],
    [{ question: 'é'.repeat(500) }, { question: 'é'.repeat(500), hasImage: false, examMode: false }],
    [{ question: '𝑥'.repeat(500) }, { question: '𝑥'.repeat(500), hasImage: false, examMode: false }],
  ])('accepts %j', (input, expected) => {
    expect(askSchema.parse(input)).toEqual(expected)
  })

  it.each([
    [{}, 'question', 'questionRequired'],
    [{ question: '   ' }, 'question', 'questionRequired'],
    [{ question: 'x'.repeat(501) }, 'question', 'questionTooLong'],
    [{ question: 42 }, 'question', undefined],
    [{ question: 'Hi', threadId: '' }, 'threadId', undefined],
    [{ question: 'Hi', threadId: 'x'.repeat(65) }, 'threadId', undefined],
    // A verdict on the student's answer would give the answer away on a quiz or exam page.
    [{ mode: 'check', threadId: '7', studentAnswer: 'x = 4', examMode: true }, 'mode', 'checkOffInExamMode'],
  ])('refuses %j on %s', (input, field, message) => {
    const result = askSchema.safeParse(input)
    expect(result.success).toBe(false)
    expect(result.error!.issues[0]!.path.join('.')).toBe(field)
    if (message) expect(result.error!.issues[0]!.message).toBe(message)
  })

  it('defaults the stats period to daily and refuses unknown ones', () => {
    expect(statsQuerySchema.parse({})).toEqual({ period: 'daily' })
    expect(statsQuerySchema.safeParse({ period: 'yearly' }).error!.issues[0]!.message).toBe('statsPeriodInvalid')
  })
})

describe('buildChatMessages', () => {
  it('sends the system prompt and the question alone for a new thread', () => {
    expect(buildChatMessages({ history: [], question: 'Why is the sky blue?' })).toEqual([
      { role: 'system', content: ANSWER_SYSTEM_PROMPT },
      { role: 'user', content: 'Why is the sky blue?' },
    ])
  })

  it('replays earlier turns for a follow-up, images only as a placeholder', () => {
    const messages = buildChatMessages({
      history: [
        { question: 'Solve this', image: 7, answer: 'x = 2' },
        { question: 'Why?', image: null, answer: 'Because…' },
      ],
      question: 'And for 3x?',
    })
    expect(messages[0]).toEqual({ role: 'system', content: `${ANSWER_SYSTEM_PROMPT}\n${FOLLOW_UP_HINT}` })
    expect(messages.slice(1).map((message) => message.role)).toEqual(['user', 'assistant', 'user', 'assistant', 'user'])
    expect(messages[1]!.content).toMatch(/attached an image[\s\S]*Solve this/)
    expect(JSON.stringify(messages)).not.toContain('base64')
  })

  it('sends a new image inline as a data URL with a default question', () => {
    const [, current] = buildChatMessages({
      history: [],
      question: '',
      image: { bytes: Buffer.from([1, 2, 3]), mimeType: 'image/png', name: 'a.png' },
    })
    expect(current).toEqual({
      role: 'user',
      content: [
        { type: 'text', text: IMAGE_ONLY_QUESTION },
        { type: 'image_url', image_url: { url: 'data:image/png;base64,AQID' } },
      ],
    })
  })
})

describe('modelConfigFromEnv', () => {
  it('needs a base URL and a model; the key and vision model are optional', () => {
    expect(modelConfigFromEnv({})).toBeNull()
    expect(modelConfigFromEnv({ AI_BASE_URL: 'http://localhost:11434/v1' })).toBeNull()
    expect(modelConfigFromEnv({ AI_BASE_URL: 'http://localhost:11434/v1/', AI_MODEL: 'llama3' })).toEqual({
      baseUrl: 'http://localhost:11434/v1',
      apiKey: '',
      model: 'llama3',
      visionModel: 'llama3',
    })
    expect(
      modelConfigFromEnv({
        AI_BASE_URL: 'https://api.example/v1',
        AI_MODEL: 'm',
        AI_VISION_MODEL: 'v',
        AI_API_KEY: 'k',
      }),
    ).toEqual({ baseUrl: 'https://api.example/v1', apiKey: 'k', model: 'm', visionModel: 'v' })
  })
})
