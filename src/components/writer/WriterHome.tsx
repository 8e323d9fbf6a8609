'use client'

import { useFormatter, useTranslations } from 'next-intl'

import { PLAN_CHOICE_PATH } from '@/config/plans'
import { Link } from '@/i18n/link'
import { useRouter } from '@/i18n/navigation'

import { useSession } from '../auth/SessionProvider'
import { useFirstVisit } from '../dashboard/use-first-visit'
import { useEssayGate } from './essay-gate'
import { EssayHistory } from './EssayHistory'
import { WriterIcon } from './WriterIcon'
import { useWriter } from './WriterProvider'
import styles from './WriterHome.module.css'

/** What is left of this week's essays: a count with its reset day, or unlimited on a paid plan. */
function Allowance() {
  const t = useTranslations('writer.home')
  const format = useFormatter()
  const { profile } = useWriter()
  if (!profile) return null
  const { isUnlimited, remaining, resetTime } = profile.essays
  return (
    <p
      id="essay-allowance"
      className={`writer-allowance${remaining === 0 ? ' is-empty' : ''}`}
      data-testid="essay-allowance"
    >
      {isUnlimited ? (
        t('allowanceUnlimited')
      ) : (
        <>
          <strong>{t('allowanceLeft', { remaining: remaining ?? 0 })}</strong>{' '}
          <span className="muted">
            {t('allowanceReset', { date: format.dateTime(new Date(resetTime), { dateStyle: 'medium' }) })}
          </span>
        </>
      )}
    </p>
  )
}

/** "Welcome to Studify!" on the account's first visit to the writer, "Welcome back" afterwards. */
function Greeting({ user }: { user: { id: number | string; createdAt: string } }) {
  const t = useTranslations('writer.home')
  const first = useFirstVisit('writer', user)
  return <h1>{t(first ? 'headingFirst' : 'heading')}</h1>
}

/** /dashboard/writer (spec §2): the greeting, the tools grid and the student's essays. */
export function WriterHome() {
  const t = useTranslations('writer.home')
  const router = useRouter()
  const { user } = useSession()
  // With no essay left this week the wizard could not finish: say so now, with the way to more.
  const { isSpent } = useEssayGate()
  return (
    <div className={styles.home}>
      <header className={styles.intro}>
        {user ? <Greeting user={user} /> : <h1>{t('heading')}</h1>}
        <p className="lead">{t('subtitle')}</p>
        <Allowance />
      </header>
      <section aria-labelledby="writer-tools-title">
        <h2 id="writer-tools-title" className="writer-section-title">
          {t('toolsTitle')}
        </h2>
        <ul className={styles.tools}>
          <li className={styles.tool}>
            <span className={styles.icon}>
              <WriterIcon name="generator" size={24} />
            </span>
            <h3>{t('essayWriter.title')}</h3>
            <p className="muted">{t('essayWriter.body')}</p>
            <button
              type="button"
              className="button button-primary"
              disabled={isSpent}
              aria-describedby={isSpent ? 'essay-allowance' : undefined}
              onClick={() => router.push('/dashboard/writer/create')}
            >
              {t('essayWriter.action')}
            </button>
            {isSpent ? <Link href={PLAN_CHOICE_PATH}>{t('upgradeForMore')}</Link> : null}
          </li>
          {(['humanizer', 'detector'] as const).map((tool) => (
            <li key={tool} className={`${styles.tool} ${styles.soon}`}>
              <span className={styles.icon}>
                <WriterIcon name={tool} size={24} />
              </span>
              <h3>
                {t(`${tool}.title`)} <span className="badge">{t('comingSoon')}</span>
              </h3>
              <p className="muted">{t(`${tool}.body`)}</p>
              <button type="button" className="button button-ghost" disabled>
                {t(`${tool}.action`)}
              </button>
            </li>
          ))}
        </ul>
      </section>
      <EssayHistory />
    </div>
  )
}
