'use client'

import { useFormatter, useLocale, useTranslations } from 'next-intl'
import { useId, useMemo, useState } from 'react'

import { resumeDayChoices, resumeInstant, SUBSCRIPTION_PAUSE } from '@/config/subscription-pause'
import { ApiError, apiRequest } from '@/lib/api/client'

import { ErrorBanner } from '../../forms/ErrorBanner'
import { SuccessBanner } from '../../forms/SuccessBanner'

/** The answer of /api/subscription/pause (with `credit`) or /resume (with `startedNewSemester`). */
type PauseResult = {
  pausedUntil: string | null
  changed: boolean
  credit?: { amountCents: number; currency: string } | null
  startedNewSemester?: boolean
}

type Props = {
  /** When billing and premium access resume, or null while the plan runs. */
  pausedUntil: string | null
  /** Called after a pause or a resume, to reload the subscription and the session. */
  onChange: () => Promise<unknown>
}

/**
 * Pausing the semester plan over a break (config/subscription-pause): what a pause means (no
 * charge, premium paused, automatic resume, a new semester then, less what was unused), a choice
 * of resume days one to eight weeks ahead, and, while paused, the resume day with "Resume now".
 */
export function PauseSubscription({ pausedUntil, onChange }: Props) {
  const t = useTranslations('settings.subscription.pause')
  const locale = useLocale()
  const format = useFormatter()
  const selectId = useId()
  const choices = useMemo(() => resumeDayChoices(), [])
  const [isOpen, setIsOpen] = useState(false)
  const [resumeOn, setResumeOn] = useState(choices[0]!.resumeOn)
  const [busy, setBusy] = useState<'pause' | 'resume' | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [success, setSuccess] = useState<string | null>(null)
  // Resume days are calendar days in UTC: shown as that day wherever the student is. The choices
  // and the button use the short form, so they fit a phone's width.
  const day = (instant: Date) => format.dateTime(instant, { dateStyle: 'full', timeZone: 'UTC' })
  const shortDay = (instant: Date) =>
    format.dateTime(instant, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })

  const successMessage = ({ pausedUntil: until, credit, startedNewSemester }: PauseResult) => {
    if (!until) return startedNewSemester ? t('resumedNewSemester') : t('resumed')
    const date = day(new Date(until))
    if (!credit) return t('pausedNotice', { date })
    const amount = format.number(credit.amountCents / 100, {
      style: 'currency',
      currency: credit.currency.toUpperCase(),
    })
    return t('pausedNoticeCredit', { date, amount })
  }

  const send = async (action: 'pause' | 'resume', fallback: string) => {
    if (busy) return
    setBusy(action)
    setFailure(null)
    setSuccess(null)
    try {
      const result = await apiRequest<PauseResult>(`/api/subscription/${action}`, {
        method: 'POST',
        body: action === 'pause' ? { resumeOn } : undefined,
        locale,
        fallbackMessage: fallback,
      })
      await onChange()
      setIsOpen(false)
      setSuccess(successMessage(result))
    } catch (caught) {
      setFailure(caught instanceof ApiError && caught.message ? caught.message : fallback)
    } finally {
      setBusy(null)
    }
  }

  return (
    <section className="pause-section" aria-labelledby="pause-title" aria-busy={busy !== null}>
      <h4 id="pause-title">{pausedUntil ? t('pausedUntil', { date: day(new Date(pausedUntil)) }) : t('title')}</h4>
      <ErrorBanner message={failure} onDismiss={() => setFailure(null)} />
      <SuccessBanner message={success} onDismiss={() => setSuccess(null)} />
      {pausedUntil ? (
        <>
          <p>{t('pausedNote', { date: day(new Date(pausedUntil)) })}</p>
          <p className="muted">{t('newSemester')}</p>
          <button
            type="button"
            className="button button-primary"
            disabled={busy !== null}
            onClick={() => void send('resume', t('resumeFailed'))}
          >
            {busy === 'resume' ? t('resuming') : t('resumeNow')}
          </button>
        </>
      ) : isOpen ? (
        <form
          className="pause-form"
          onSubmit={(event) => {
            event.preventDefault()
            void send('pause', t('pauseFailed'))
          }}
        >
          <ul className="pause-terms">
            <li>{t('noCharge')}</li>
            <li>{t('accessPaused')}</li>
            <li>{t('autoResume')}</li>
            <li>{t('newSemester')}</li>
          </ul>
          <label htmlFor={selectId}>{t('resumeOnLabel')}</label>
          <select id={selectId} value={resumeOn} onChange={(event) => setResumeOn(event.target.value)}>
            {choices.map((choice) => (
              <option key={choice.resumeOn} value={choice.resumeOn}>
                {t('resumeOnOption', { date: shortDay(resumeInstant(choice.resumeOn)), weeks: choice.weeks })}
              </option>
            ))}
          </select>
          <div className="pause-actions">
            <button type="submit" className="button button-primary" disabled={busy !== null}>
              {busy === 'pause' ? t('pausing') : t('confirm', { date: shortDay(resumeInstant(resumeOn)) })}
            </button>
            <button
              type="button"
              className="button button-ghost"
              disabled={busy !== null}
              onClick={() => setIsOpen(false)}
            >
              {t('notNow')}
            </button>
          </div>
        </form>
      ) : (
        <>
          <p className="muted">{t('intro', { weeks: SUBSCRIPTION_PAUSE.maxWeeks })}</p>
          <button
            type="button"
            className="button button-ghost"
            onClick={() => {
              setSuccess(null)
              setIsOpen(true)
            }}
          >
            {t('open')}
          </button>
        </>
      )}
    </section>
  )
}
