'use client'

import { useFormatter, useTranslations } from 'next-intl'

import { PLAN_CHOICE_PATH } from '@/config/plans'
import { Link } from '@/i18n/link'
import { useRouter } from '@/i18n/navigation'

import { LoadingSpinner } from '../dashboard/LoadingSpinner'
import { useEssayGate } from './essay-gate'
import { EssayWizard } from './EssayWizard'
import styles from './EssayCreator.module.css'

/**
 * /dashboard/writer/create (spec §2): the wizard opens at once; closing it goes back to the writer
 * home. With no essay left this week it does not open: the page says so, when more come, and the
 * way to unlimited essays, as the writer home does (the server would refuse at the last step).
 */
export function EssayCreator() {
  const t = useTranslations('writer')
  const format = useFormatter()
  const router = useRouter()
  const { isKnown, isSpent, profile } = useEssayGate()
  if (!isKnown) return <LoadingSpinner label={t('loading')} />
  return (
    <div className={styles.create}>
      <h1>{t('create.heading')}</h1>
      {isSpent ? (
        <div className={styles.spent}>
          <p className="writer-allowance is-empty" role="status">
            <strong>{t('home.allowanceLeft', { remaining: 0 })}</strong>{' '}
            <span className="muted">
              {t('home.allowanceReset', {
                date: format.dateTime(new Date(profile!.essays.resetTime), { dateStyle: 'medium' }),
              })}
            </span>
          </p>
          <p className={styles.spentActions}>
            <Link className="button button-primary" href={PLAN_CHOICE_PATH}>
              {t('home.upgradeForMore')}
            </Link>
            <Link className="button button-ghost" href="/dashboard/writer">
              {t('essay.back')}
            </Link>
          </p>
        </div>
      ) : (
        <EssayWizard onClose={() => router.replace('/dashboard/writer')} />
      )}
    </div>
  )
}
