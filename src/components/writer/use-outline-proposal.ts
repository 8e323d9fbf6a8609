'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useCallback, useState } from 'react'

import { ApiError, apiRequest } from '@/lib/api/client'

import { type EssayDraft, useWriter } from './WriterProvider'

type Proposed = { headings: string[]; source: 'model' | 'fallback' }

/** What an outline was proposed for: changing any of these asks the model again. */
export const outlineKeyOf = ({ topic, length, tone, language }: EssayDraft) =>
  JSON.stringify([topic.trim(), length, tone, language])

export type OutlineProposal = ReturnType<typeof useOutlineProposal>

/**
 * Step 4's headings from POST /api/writer/outline, asked for when the student reaches the step
 * with a topic, length, tone or language the current outline was not made for (or on request).
 */
export const useOutlineProposal = () => {
  const t = useTranslations('writer.wizard.outline')
  const locale = useLocale()
  const { draft, updateDraft } = useWriter()
  const [isProposing, setIsProposing] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const propose = useCallback(
    async ({ force = false } = {}) => {
      const key = outlineKeyOf(draft)
      if (!force && draft.outlineFor === key) return
      setIsProposing(true)
      setError(null)
      try {
        const { topic, length, tone, language } = draft
        const proposed = await apiRequest<Proposed>('/api/writer/outline', {
          method: 'POST',
          body: { topic, length, tone, language },
          locale,
          fallbackMessage: t('failed'),
        })
        updateDraft({ outline: proposed.headings, outlineFor: key, outlineSource: proposed.source })
      } catch (caught) {
        setError(caught instanceof ApiError ? caught.message : t('failed'))
        // The student can still write their own headings.
        if (!draft.outline.length) updateDraft({ outline: [''], outlineSource: null })
      } finally {
        setIsProposing(false)
      }
    },
    [draft, locale, t, updateDraft],
  )

  return { isProposing, error, clearError: () => setError(null), propose }
}
