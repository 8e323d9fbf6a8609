'use client'

import { useLocale, useTranslations } from 'next-intl'
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react'
import useSWR, { useSWRConfig } from 'swr'

import { isLocale, type Locale } from '@/config/locales'
import { DEFAULT_ESSAY_LENGTH, type EssayLengthLevel, type EssayTone } from '@/config/writer'
import { apiRequest } from '@/lib/api/client'

import { type LiveEssay, useEssayStream } from './use-essay-stream'
import { type EssayInput, PROFILE_KEY, type WriterProfile } from './writer-api'

/** The wizard's draft (spec §3 Essay draft): kept while the student moves around the writer. */
export type EssayDraft = {
  topic: string
  /** Null until the student touches it: the remembered sample (GET /api/writer/profile) shows then. */
  styleSample: string | null
  language: Locale
  length: EssayLengthLevel
  tone: EssayTone | null
  outline: string[]
  /** What the outline was proposed for: a changed topic, length, tone or language asks again. */
  outlineFor: string | null
  outlineSource: 'model' | 'fallback' | null
}

type Writer = {
  draft: EssayDraft
  updateDraft: (change: Partial<EssayDraft>) => void
  resetDraft: () => void
  profile: WriterProfile | undefined
  live: LiveEssay | null
  start: (input: EssayInput) => Promise<{ essayId: string | number }>
  stop: () => void
}

const WriterContext = createContext<Writer | null>(null)

const newDraft = (language: Locale): EssayDraft => ({
  topic: '',
  styleSample: null,
  language,
  length: DEFAULT_ESSAY_LENGTH,
  tone: null,
  outline: [],
  outlineFor: null,
  outlineSource: null,
})

/**
 * The writer area's shared state, above its pages: the draft, the essay being written (it keeps
 * streaming while the student moves from the wizard to the essay), and the weekly allowance.
 */
export function WriterProvider({ children }: { children: ReactNode }) {
  const t = useTranslations('writer')
  const pageLocale = useLocale()
  const locale: Locale = isLocale(pageLocale) ? pageLocale : 'en'
  const { mutate } = useSWRConfig()
  const [draft, setDraft] = useState<EssayDraft>(() => newDraft(locale))
  const { data: profile } = useSWR<WriterProfile>(PROFILE_KEY, (path: string) =>
    apiRequest<WriterProfile>(path, { locale }),
  )
  const stream = useEssayStream({ locale, fallbackMessage: t('wizard.failed') })

  // The history and the allowance change when an essay starts and when it ends.
  const refresh = useCallback(() => mutate((key) => typeof key === 'string' && key.includes('/api/writer/')), [mutate])
  const { start: startStream, stop, live } = stream
  const start = useCallback(
    async (input: EssayInput) => {
      const started = await startStream(input, () => void refresh())
      void refresh()
      return started
    },
    [startStream, refresh],
  )

  const value = useMemo<Writer>(
    () => ({
      draft,
      updateDraft: (change) => setDraft((current) => ({ ...current, ...change })),
      resetDraft: () => setDraft(newDraft(locale)),
      profile,
      live,
      start,
      stop,
    }),
    [draft, locale, profile, live, start, stop],
  )
  return <WriterContext.Provider value={value}>{children}</WriterContext.Provider>
}

export const useWriter = (): Writer => {
  const writer = useContext(WriterContext)
  if (!writer) throw new Error('useWriter must be used inside <WriterProvider>')
  return writer
}
