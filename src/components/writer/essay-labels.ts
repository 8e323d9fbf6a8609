'use client'

import { useFormatter, useTranslations } from 'next-intl'

import { ESSAY_LENGTHS } from '@/config/writer'

import type { EssaySummary } from './writer-api'

/** The words a list or an essay view shows for an essay's length, tone, date and status. */
export const useEssayLabels = () => {
  const t = useTranslations('writer')
  const format = useFormatter()
  return {
    length: (level: EssaySummary['length']) => t(`lengths.${ESSAY_LENGTHS[level].id}`),
    tone: (tone: EssaySummary['tone']) => t(`tones.${tone}`),
    status: (status: EssaySummary['status']) => t(`status.${status}`),
    date: (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium' }),
    words: (count: number) => t('history.words', { count }),
  }
}
