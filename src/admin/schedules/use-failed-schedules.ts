'use client'

import { useServerFunctions } from '@payloadcms/ui'
import { useLocale } from 'next-intl'
import { useCallback, useMemo, useState } from 'react'
import useSWR from 'swr'

import type { FailedSchedule } from '../../services/content/failed-schedules'
import { FAILED_SCHEDULES_FUNCTION, RETRY_FAILED_SCHEDULE_FUNCTION } from './paths'

export type ScheduleTarget = { collection?: string; id?: string | number; global?: string }
type Listed = { failures: FailedSchedule[] } | { error: string }
type Retried = { published: true } | { published: false; failure: FailedSchedule } | { error: string }

/**
 * The failed schedules of the whole site, or of one document or global, read through the admin's
 * server functions, and "Run again now" on one of them. `message` is the outcome of the last run.
 */
export const useFailedSchedules = (target: ScheduleTarget | null) => {
  const { serverFunction } = useServerFunctions()
  const [pending, setPending] = useState<FailedSchedule['id'] | null>(null)
  const [outcome, setOutcome] = useState<{ ok: boolean; reason?: string } | null>(null)
  const { data, error, mutate } = useSWR(
    target ? ['failed-schedules', JSON.stringify(target)] : null,
    async () => {
      const listed = (await serverFunction({ name: FAILED_SCHEDULES_FUNCTION, args: target ?? {} })) as Listed
      if ('error' in listed) throw new Error(listed.error)
      return listed.failures
    },
    { revalidateOnFocus: false },
  )

  const retry = useCallback(
    async (failure: FailedSchedule) => {
      setPending(failure.id)
      setOutcome(null)
      try {
        const result = (await serverFunction({
          name: RETRY_FAILED_SCHEDULE_FUNCTION,
          args: { id: failure.id },
        })) as Retried
        if ('error' in result) setOutcome({ ok: false, reason: result.error })
        else setOutcome(result.published ? { ok: true } : { ok: false, reason: result.failure.reason })
        await mutate()
        return 'published' in result && result.published
      } finally {
        setPending(null)
      }
    },
    [mutate, serverFunction],
  )

  return { failures: data ?? null, loadFailed: Boolean(error), pending, outcome, retry }
}

/** Language names and dates in the admin's language. */
export const useScheduleFormat = () => {
  const locale = useLocale()
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'language' })
    const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })
    return {
      language: (code: string) => names.of(code) ?? code,
      date: (iso: string | null) => (iso ? dates.format(new Date(iso)) : '—'),
    }
  }, [locale])
}
