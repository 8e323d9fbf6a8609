import type { Payload } from 'payload'

import { clipAtWord } from '../../lib/writer/clip'
import type { Locale } from '../../config/locales'
import {
  ESSAY_LENGTHS,
  type EssayLengthLevel,
  MAX_HEADING_LENGTH,
  MAX_OUTLINE_HEADINGS,
  MIN_OUTLINE_HEADINGS,
  WRITER_MODEL_TIMEOUTS,
} from '../../config/writer'
import type { OutlineRequest } from '../../lib/validation/writer'
import type { User } from '../../payload-types'
import { type ModelConfig, modelConfigFromEnv, ModelUnavailableError, openChatStream } from '../answers/model-client'
import { assertCanUseWriter } from './access'
import { writerLanguagePack } from './language-pack'
import { buildOutlineMessages, OUTLINE_RESPONSE_FORMAT, type OutlinePromptInput } from './prompts'

const LIST_MARKER = /^\s*(?:#{1,6}\s+|[-*+•]\s+|\(?\d{1,2}[.):]\s+|[IVXLC]{1,6}[.)]\s+)/
const HEADING_KEYS = ['headings', 'outline', 'sections', 'toc', 'tableOfContents', 'table_of_contents']

/** A subject short enough to sit inside a heading; a longer one would repeat the topic. */
const SHORT_SUBJECT = { characters: 32, words: 4 }
const isShortSubject = (subject: string) =>
  [...subject].length <= SHORT_SUBJECT.characters && subject.split(' ').length <= SHORT_SUBJECT.words

const cleanHeading = (raw: string) =>
  clipAtWord(
    raw
      .replace(LIST_MARKER, '')
      .replace(/\*\*|__|`/g, '')
      .replace(/\s+/g, ' ')
      .replace(/^["“«]|["”»]$/g, '')
      .replace(/\s*[:：]$/, '')
      .trim(),
    MAX_HEADING_LENGTH,
  )

/** Headings from a JSON value: a list of strings or of {heading|title}, or an object holding one. */
const fromJson = (value: unknown): unknown[] | null => {
  if (Array.isArray(value)) {
    return value.map((item) =>
      typeof item === 'object' && item
        ? ((item as Record<string, unknown>).heading ?? (item as Record<string, unknown>).title)
        : item,
    )
  }
  if (value && typeof value === 'object') {
    const key = HEADING_KEYS.find((name) => name in value)
    return key ? fromJson((value as Record<string, unknown>)[key]) : null
  }
  return null
}

const parseJson = (text: string): unknown[] | null => {
  const candidates = [text, text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)]
  candidates.push(text.slice(text.indexOf('['), text.lastIndexOf(']') + 1))
  for (const candidate of candidates) {
    try {
      const found = fromJson(JSON.parse(candidate))
      if (found) return found
    } catch {
      // Not JSON: the next candidate, then the lines.
    }
  }
  return null
}

/** A reply in words: its list items or Markdown headings, else its short lines. */
const fromLines = (text: string): string[] => {
  const lines = text.split('\n').filter((line) => line.trim())
  const marked = lines.filter((line) => LIST_MARKER.test(line))
  if (marked.length) return marked
  return lines.filter((line) => [...line.trim()].length <= MAX_HEADING_LENGTH && !/[.!?]\s*$/.test(line.trim()))
}

/**
 * The headings in a model's reply: JSON as asked (also inside a code fence or surrounded by
 * words), else a list or Markdown headings. Null when fewer than three usable headings remain.
 */
export const parseOutline = (reply: string): string[] | null => {
  const text = reply.replace(/```(?:json)?/gi, '').trim()
  const raw = parseJson(text) ?? fromLines(text)
  const seen = new Set<string>()
  const headings: string[] = []
  for (const item of raw) {
    if (typeof item !== 'string') continue
    const heading = cleanHeading(item)
    const folded = heading.toLocaleLowerCase()
    if (!heading || seen.has(folded)) continue
    seen.add(folded)
    headings.push(heading)
  }
  return headings.length >= MIN_OUTLINE_HEADINGS ? headings.slice(0, MAX_OUTLINE_HEADINGS) : null
}

/** The topic's first sentence, short enough for a heading. */
export const topicSubject = (topic: string) => {
  const first = topic.split(/[.!?。！？\n]/).find((part) => part.trim()) ?? topic
  return clipAtWord(first.replace(/\s+/g, ' ').trim(), 60)
}

const BODY_SECTIONS = ['background', 'keyIdeas', 'evidence', 'perspectives', 'challenges', 'significance'] as const

/** An outline built without the model: introduction, 2–6 body headings by length, conclusion. */
export const fallbackOutline = ({
  topic,
  length,
  language,
}: {
  topic: string
  length: EssayLengthLevel
  language: Locale
}): string[] => {
  const pack = writerLanguagePack(language)
  const subject = topicSubject(topic)
  // A long subject would repeat the topic in the heading: the heading then names its part alone.
  const named = (heading: string) =>
    isShortSubject(subject) ? heading.replace('{subject}', subject) : heading.replace(/\s*[:：]?\s*\{subject\}/, '')
  const body = BODY_SECTIONS.slice(0, ESSAY_LENGTHS[length].bodySections).map((name) => named(pack[name]))
  return [pack.introduction, ...body, pack.conclusion]
}

const askModel = async (config: ModelConfig, input: OutlinePromptInput, signal?: AbortSignal) => {
  const open = (withFormat: boolean) =>
    openChatStream({
      config,
      messages: buildOutlineMessages(input),
      hasImage: false,
      signal,
      timeouts: WRITER_MODEL_TIMEOUTS.outline,
      options: { temperature: 0.4, maxTokens: 600, ...(withFormat ? { responseFormat: OUTLINE_RESPONSE_FORMAT } : {}) },
    })
  // A server without structured output may refuse the option itself: ask again in words.
  const opened = await open(true).catch((error: unknown) => {
    if (error instanceof ModelUnavailableError && (error.status === 400 || error.status === 422)) return open(false)
    throw error
  })
  let reply = ''
  for await (const chunk of opened.chunks) if (chunk.type === 'token') reply += chunk.text
  return reply
}

export type OutlineResult = { headings: string[]; source: 'model' | 'fallback' }

/**
 * POST /api/writer/outline: headings proposed by the model from the topic. A reply that cannot
 * be read, or no model at all, still gives the student a sensible outline to edit.
 */
export const proposeOutline = async ({
  payload,
  user,
  topic,
  length,
  tone,
  language,
  messages,
  signal,
}: OutlineRequest & {
  language: Locale
  payload: Payload
  user: User
  messages: { writerNeedsPlan: string }
  signal?: AbortSignal
}): Promise<OutlineResult> => {
  assertCanUseWriter({ user, message: messages.writerNeedsPlan })
  const config = modelConfigFromEnv()
  if (config) {
    try {
      const headings = parseOutline(await askModel(config, { topic, length, tone, language }, signal))
      if (headings) return { headings, source: 'model' }
      payload.logger.warn({ msg: 'outline reply unreadable: built from the topic instead', userId: user.id })
    } catch (error) {
      if (!(error instanceof ModelUnavailableError)) throw error
      payload.logger.warn({ msg: 'outline model unavailable: built from the topic instead', reason: error.message })
    }
  }
  return { headings: fallbackOutline({ topic, length, language }), source: 'fallback' }
}
