import { LANGUAGES, type Locale } from '../../config/locales'
import {
  TRANSLATION_BATCH_CHARACTERS,
  TRANSLATION_MAX_TOKENS,
  TRANSLATION_MODEL_TIMEOUTS,
} from '../../config/translation'
import { type ChatMessage, type ModelConfig, ModelUnavailableError, openChatStream } from '../answers/model-client'

/** The model's reply could not be used (not JSON, or not one translation per text). */
export class TranslationReplyError extends Error {
  constructor(reason: string) {
    super(reason)
    this.name = 'TranslationReplyError'
  }
}

export const TRANSLATION_RESPONSE_FORMAT = {
  type: 'json_schema',
  json_schema: {
    name: 'translations',
    strict: true,
    schema: {
      type: 'object',
      properties: { translations: { type: 'array', items: { type: 'string' } } },
      required: ['translations'],
      additionalProperties: false,
    },
  },
} as const

export const buildTranslationMessages = (texts: readonly string[], locale: Locale): ChatMessage[] => [
  {
    role: 'system',
    content: [
      `You translate the website copy of Studify, a study helper, from English into ${LANGUAGES[locale].englishName} (language code "${locale}").`,
      'You receive a JSON object {"texts": [...]}. Reply with only a JSON object {"translations": [...]} holding exactly as many strings, in the same order: each the translation of the text at the same position.',
      'Never merge, split, drop or reorder items; a text that needs no translation is returned as it is.',
      'Keep unchanged: placeholders in braces such as {weeklyPrice}, URLs, e-mail addresses, LaTeX, code, the product name Studify and other brand names.',
      'Write natural, friendly copy for students, not a word-for-word rendering.',
    ].join('\n'),
  },
  { role: 'user', content: JSON.stringify({ texts }) },
]

/** The translations in a reply: the JSON asked for, also inside a code fence or with words around it. */
export const parseTranslations = (reply: string, expected: number): string[] => {
  const text = reply.replace(/```(?:json)?/gi, '').trim()
  for (const candidate of [text, text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)]) {
    let parsed: unknown
    try {
      parsed = JSON.parse(candidate)
    } catch {
      continue
    }
    const list = (parsed as { translations?: unknown } | null)?.translations
    if (!Array.isArray(list) || !list.every((item) => typeof item === 'string')) continue
    if (list.length !== expected) {
      throw new TranslationReplyError(`expected ${expected} translations, got ${list.length}`)
    }
    return list
  }
  throw new TranslationReplyError('reply is not the JSON asked for')
}

/** Texts in batches of about TRANSLATION_BATCH_CHARACTERS (a longer text goes alone). */
export const batchTexts = (texts: readonly string[]): string[][] => {
  const batches: string[][] = []
  let current: string[] = []
  let size = 0
  for (const text of texts) {
    if (current.length && size + text.length > TRANSLATION_BATCH_CHARACTERS) {
      batches.push(current)
      current = []
      size = 0
    }
    current.push(text)
    size += text.length
  }
  if (current.length) batches.push(current)
  return batches
}

const askModel = async (config: ModelConfig, texts: readonly string[], locale: Locale) => {
  const open = (withFormat: boolean) =>
    openChatStream({
      config,
      messages: buildTranslationMessages(texts, locale),
      hasImage: false,
      timeouts: TRANSLATION_MODEL_TIMEOUTS,
      options: {
        temperature: 0.2,
        maxTokens: TRANSLATION_MAX_TOKENS,
        ...(withFormat ? { responseFormat: TRANSLATION_RESPONSE_FORMAT } : {}),
      },
    })
  // A server without structured output may refuse the option itself: ask again without it.
  const opened = await open(true).catch((error: unknown) => {
    if (error instanceof ModelUnavailableError && (error.status === 400 || error.status === 422)) return open(false)
    throw error
  })
  let reply = ''
  for await (const chunk of opened.chunks) if (chunk.type === 'token') reply += chunk.text
  return parseTranslations(reply, texts.length)
}

/**
 * Each text of `texts` in `locale`, same order, through the configured OpenAI-compatible model
 * (the answers' client). Throws ModelUnavailableError or TranslationReplyError; nothing is saved
 * by this function, so a failure leaves no half-translated draft.
 */
export const translateTexts = async ({
  config,
  texts,
  locale,
}: {
  config: ModelConfig
  texts: readonly string[]
  locale: Locale
}): Promise<string[]> => {
  const translated: string[] = []
  for (const batch of batchTexts(texts)) translated.push(...(await askModel(config, batch, locale)))
  return translated
}
