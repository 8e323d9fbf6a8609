'use client'

import { useTranslations } from 'next-intl'

import { TRIAL_CHECKOUT_PATH } from '@/config/plans'
import { Link } from '@/i18n/link'

import { useAccessStatus } from './use-access-status'
import './access-status.css'

/**
 * What the signed-in student may do with the extension, said plainly (issue 14): pending (we
 * review free accounts, usually within a day, and e-mail), approved (their weekly allowance) or
 * rejected, with the way on — the trial gives access at once. A paid account is always approved.
 * `onDownload` adds that the extension may be installed while the review runs.
 */
export function AccessStatusNotice({ onDownload = false }: { onDownload?: boolean }) {
  const t = useTranslations('accessStatus')
  const { data } = useAccessStatus()
  if (!data) return null
  const { status } = data
  const isWaiting = status !== 'approved'
  const body =
    status === 'approved'
      ? data.weeklyLimit === null
        ? t('approved.paid')
        : t('approved.free', { limit: data.weeklyLimit })
      : t(`${status}.body`)
  return (
    <section
      className={`access-status access-status-${status}`}
      aria-labelledby="access-status-title"
      data-status={status}
    >
      <p className="eyebrow">{t('title')}</p>
      <h2 id="access-status-title">{t(`${status}.title`)}</h2>
      <p>{body}</p>
      {onDownload && status === 'pending' && <p>{t('installNow')}</p>}
      {isWaiting && !data.isPaid && (
        <p className="access-status-next">
          <span>{t('trialHint')}</span>{' '}
          <Link className="button button-primary" href={TRIAL_CHECKOUT_PATH}>
            {t('startTrial')}
          </Link>
        </p>
      )}
    </section>
  )
}
