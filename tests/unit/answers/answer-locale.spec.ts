import { beforeEach, describe, expect, it } from 'vitest'

import { askBody } from '@/components/answers/api/client'
import { LOCALES } from '@/config/locales'
import { askSchema } from '@/lib/validation/answers'
import { buildChatMessages } from '@/services/answers/chat-messages'
import { ANSWER_SYSTEM_PROMPT, EXAM_MODE_INSTRUCTION } from '@/services/answers/prompts'

import { getAnswerLocale, setAnswerLocale, STORAGE_KEYS } from '../../../extension/src/storage'
import { installFakeChrome } from '../extension/fake-chrome'

const issueOf = (input: unknown) => {
  const parsed = askSchema.safeParse(input)
  return parsed.success ? null : { field: parsed.error.issues[0]!.path.join('.'), key: parsed.error.issues[0]!.message }
}

describe('askSchema: answerLocale and examMode', () => {
  it.each(LOCALES)('accepts the site locale %s as the answer language', (locale) => {
    expect(askSchema.parse({ question: 'Hi', answerLocale: locale })).toMatchObject({ answerLocale: locale })
  })

  it.each(['xx', 'EN', 'en-US', 'pt_BR', 'zh-CN', '', ' fr', 'english', 7, null, ['fr'], { code: 'fr' }])(
    'refuses %j with answerLocaleInvalid',
    (answerLocale) => {
      expect(issueOf({ question: 'Hi', answerLocale })).toEqual({ field: 'answerLocale', key: 'answerLocaleInvalid' })
    },
  )

  it('leaves the answer language out when none is given, and exam mode off', () => {
    const parsed = askSchema.parse({ question: 'Hi' })
    expect(parsed.answerLocale).toBeUndefined()
    expect(parsed.examMode).toBe(false)
    expect(askSchema.parse({ question: 'Hi', examMode: true }).examMode).toBe(true)
  })

  it.each(['true', 1, 'on', null, {}])('refuses examMode %j with examModeInvalid', (examMode) => {
    expect(issueOf({ question: 'Hi', examMode })).toEqual({ field: 'examMode', key: 'examModeInvalid' })
  })
})

describe('the system prompt', () => {
  it('adds exam mode and the answer language after the defaults, so they win', () => {
    const [system] = buildChatMessages({ history: [], question: 'Q', isExamMode: true, answerLocale: 'ko' })
    const text = String(system!.content)
    expect(text.startsWith(ANSWER_SYSTEM_PROMPT)).toBe(true)
    expect(text).toContain(EXAM_MODE_INSTRUCTION)
    expect(
      text.endsWith(
        'Write the whole answer in Korean (한국어, language code "ko"), whatever the language of the question.',
      ),
    ).toBe(true)
    expect(String(buildChatMessages({ history: [], question: 'Q' })[0]!.content)).toBe(ANSWER_SYSTEM_PROMPT)
  })
})

describe('the extension', () => {
  let chrome: ReturnType<typeof installFakeChrome>
  beforeEach(() => {
    chrome = installFakeChrome()
  })

  it('stores the chosen answer language, and reads a damaged value as none', async () => {
    expect(await getAnswerLocale()).toBeNull()
    await setAnswerLocale('hi')
    expect(await getAnswerLocale()).toBe('hi')
    await chrome.storage.local.set({ [STORAGE_KEYS.answerLocale]: 'klingon' })
    expect(await getAnswerLocale()).toBeNull()
    expect(() => setAnswerLocale('xx' as never)).toThrow()
  })

  it('sends exam mode and the answer language with the question, as JSON and as a form', async () => {
    const json = askBody({ question: 'Q', threadId: '4', examMode: true, answerLocale: 'de' })
    expect(JSON.parse(json.body as string)).toEqual({
      question: 'Q',
      threadId: '4',
      examMode: true,
      answerLocale: 'de',
    })
    expect(JSON.parse(askBody({ question: 'Q', examMode: false }).body as string)).toEqual({ question: 'Q' })
    const form = askBody({
      question: 'Q',
      image: new Blob(['x'], { type: 'image/png' }),
      examMode: true,
      answerLocale: 'ar',
    }).body as FormData
    expect(form.get('examMode')).toBe('true')
    expect(form.get('answerLocale')).toBe('ar')
  })
})
