import * as z from 'zod'

import { MAX_QUESTION_LENGTH } from '@/config/limits'
import { LOCALES, type Locale } from '@/config/locales'

import { sessionUserSchema } from './api/schemas'

/**
 * Everything the extension stores, each value checked with zod on the way out (a value written by an
 * older version, or damaged, reads as absent).
 *
 * - `auth` (storage.local, survives restarts for the token's 7-day life): the site token and who it
 *   belongs to. The extension has no content scripts, and the service worker also restricts both
 *   areas to trusted contexts (`restrictStorageToExtension`), so no web page can read it.
 * - `pendingQuestion` (storage.session): text from "Ask Studify" waiting for the panel.
 * - `threadId` (storage.session): the open conversation, so the popup and the side panel continue it.
 * - `answerLocale` (storage.local): the language answers are written in, when the student chose one
 *   in the panel's settings (absent: the panel's own language).
 */
export const STORAGE_KEYS = {
  auth: 'auth',
  pendingQuestion: 'pendingQuestion',
  threadId: 'threadId',
  answerLocale: 'answerLocale',
} as const

export const storedAuthSchema = z.object({
  token: z.string().min(1),
  user: sessionUserSchema,
  savedAt: z.string(),
})
export type StoredAuth = z.infer<typeof storedAuthSchema>

export const pendingQuestionSchema = z.object({
  text: z.string().min(1).max(MAX_QUESTION_LENGTH),
  /** The selection was longer than a question may be: the panel lets the reader shorten it. */
  isTruncated: z.boolean(),
  /** The text was selected on a quiz or exam page: it is asked in exam mode whatever tab is active later. */
  isFromExamPage: z.boolean().default(false),
  createdAt: z.number(),
})
export type PendingQuestion = z.infer<typeof pendingQuestionSchema>

const threadIdSchema = z.string().min(1)

const read = async <S extends z.ZodType>(area: chrome.storage.StorageArea, key: string, schema: S) => {
  const items = await area.get(key)
  const parsed = schema.safeParse(items[key])
  return parsed.success ? (parsed.data as z.infer<S>) : null
}

/** Content scripts (there are none today) and web pages can never read the extension's storage. */
export const restrictStorageToExtension = async () => {
  for (const area of [chrome.storage.local, chrome.storage.session]) {
    await area.setAccessLevel({ accessLevel: 'TRUSTED_CONTEXTS' }).catch(() => undefined)
  }
}

export const getAuth = () => read(chrome.storage.local, STORAGE_KEYS.auth, storedAuthSchema)
export const setAuth = (auth: StoredAuth) =>
  chrome.storage.local.set({ [STORAGE_KEYS.auth]: storedAuthSchema.parse(auth) })
export const clearAuth = async () => {
  await chrome.storage.local.remove(STORAGE_KEYS.auth)
  await chrome.storage.session.remove(STORAGE_KEYS.threadId)
}

/** "Ask Studify" text, cut to the question limit. */
export const setPendingQuestion = (selection: string, { isFromExamPage = false } = {}) => {
  const text = selection
    .replace(/[^\S\n]+/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
  return chrome.storage.session.set({
    [STORAGE_KEYS.pendingQuestion]: pendingQuestionSchema.parse({
      text: text.slice(0, MAX_QUESTION_LENGTH),
      isTruncated: text.length > MAX_QUESTION_LENGTH,
      isFromExamPage,
      createdAt: Date.now(),
    }),
  })
}

/** Reads and removes the pending question (one reader takes it). */
export const takePendingQuestion = async (): Promise<PendingQuestion | null> => {
  const pending = await read(chrome.storage.session, STORAGE_KEYS.pendingQuestion, pendingQuestionSchema)
  if (pending) await chrome.storage.session.remove(STORAGE_KEYS.pendingQuestion)
  return pending
}

export const getThreadId = () => read(chrome.storage.session, STORAGE_KEYS.threadId, threadIdSchema)
export const setThreadId = (threadId: string | null) =>
  threadId
    ? chrome.storage.session.set({ [STORAGE_KEYS.threadId]: threadIdSchema.parse(threadId) })
    : chrome.storage.session.remove(STORAGE_KEYS.threadId)

export const answerLocaleSchema = z.enum(LOCALES)

export const getAnswerLocale = () => read(chrome.storage.local, STORAGE_KEYS.answerLocale, answerLocaleSchema)
export const setAnswerLocale = (locale: Locale) =>
  chrome.storage.local.set({ [STORAGE_KEYS.answerLocale]: answerLocaleSchema.parse(locale) })
