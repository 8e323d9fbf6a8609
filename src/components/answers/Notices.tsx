'use client'

import { useFormatter, useTranslations } from 'use-intl'

import type { AccessInfo } from './api/schemas'
import { useAnswersHost } from './context'
import type { Quota } from './turn'

const ACCESS_COPY = {
  pending: ['accessPendingTitle', 'accessPendingText'],
  rejected: ['accessRejectedTitle', 'accessRejectedText'],
  none: ['accessNoneTitle', 'accessNoneText'],
} as const

const linkProps = (target?: '_blank') => (target ? { target, rel: 'noopener' } : {})

/** Until an admin approves a free account, the API refuses its questions (403): this says so first. */
export function AccessNotice({ access }: { access: AccessInfo | null }) {
  const t = useTranslations('ask')
  const { links } = useAnswersHost()
  const waiting = access && access.status !== 'approved' ? access.status : null
  if (!waiting) return null
  const [title, text] = ACCESS_COPY[waiting]
  return (
    <section id="access-notice" className="answers-notice access-notice" role="status" data-status={waiting}>
      <strong>{t(title)}</strong>
      <p>{t(text)}</p>
      {access?.isPaid !== true && (
        <p>
          {t('accessTrialHint')}{' '}
          <a className="answers-button primary" href={links.trial} {...linkProps(links.target)}>
            {t('startTrial')}
          </a>
        </p>
      )}
    </section>
  )
}

/** "3 questions left this week", or unlimited. */
export function QuotaLine({ quota }: { quota: Quota | null }) {
  const t = useTranslations('ask')
  if (!quota) return null
  return (
    <p className="quota muted" role="status" data-empty={quota.remaining === 0}>
      {quota.remaining === null ? t('unlimited') : t('remaining', { count: quota.remaining })}
    </p>
  )
}

/** No questions left this week: when they come back, and the ways forward (upgrade, referrals). */
export function OutOfQuestions({ quota }: { quota: Quota | null }) {
  const t = useTranslations('ask')
  const format = useFormatter()
  const { links } = useAnswersHost()
  if (quota?.remaining !== 0) return null
  const reset = quota.resetTime ? new Date(quota.resetTime) : null
  return (
    <section className="answers-notice out-of-questions" aria-labelledby="out-of-questions-title">
      <h2 id="out-of-questions-title">{t('outOfQuestionsTitle')}</h2>
      {reset && !Number.isNaN(reset.getTime()) && (
        <p>{t('limitResets', { date: format.dateTime(reset, { dateStyle: 'full', timeStyle: 'short' }) })}</p>
      )}
      <p>{t('outOfQuestionsBody')}</p>
      <p className="notice-actions">
        <a className="answers-button primary" href={links.upgrade} {...linkProps(links.target)}>
          {t('upgrade')}
        </a>
        <a className="answers-button" href={links.referrals} {...linkProps(links.target)}>
          {t('inviteFriends')}
        </a>
      </p>
    </section>
  )
}
