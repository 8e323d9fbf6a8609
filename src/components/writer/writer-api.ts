import type { Locale } from '@/config/locales'
import type { EssayLengthLevel, EssayStatus, EssayTone } from '@/config/writer'
import type { EssayRequest } from '@/lib/validation/writer'

/** The shapes of /api/writer/* as the pages read them. */
export type EssaySummary = {
  id: number | string
  title: string
  length: EssayLengthLevel
  tone: EssayTone
  language: Locale
  status: EssayStatus
  words: number
  targetWords: number
  createdAt: string
  updatedAt: string
}

export type Essay = EssaySummary & {
  topic: string
  outline: string[]
  styleSample: string | null
  content: string
}

export type EssayPage = {
  essays: EssaySummary[]
  page: number
  totalPages: number
  totalDocs: number
  hasNextPage: boolean
}

export type WriterProfile = {
  essays: { isUnlimited: boolean; limit: number | null; used: number; remaining: number | null; resetTime: string }
  styleSample: string | null
}

/** What POST /api/writer/essays takes: the wizard's draft, complete (its language chosen). */
export type EssayInput = EssayRequest & { language: Locale }

export const PROFILE_KEY = '/api/writer/profile'
export const essaysPageKey = (page: number) => `/api/writer/essays?page=${page}`
export const essayKey = (id: string | number) => `/api/writer/essays/${id}`
export const exportHref = (id: string | number, format: 'md' | 'docx') =>
  `/api/writer/essays/${id}/export?format=${format}`
