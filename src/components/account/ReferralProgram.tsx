'use client'

import { useFormatter, useTranslations } from 'next-intl'

import { FREE_WEEKLY_REQUEST_LIMIT, REQUESTS_PER_REFERRAL } from '@/config/limits'
import { Link } from '@/i18n/link'

import { useSession } from '../auth/SessionProvider'
import { ErrorBanner } from '../forms/ErrorBanner'
import styles from './ReferralProgram.module.css'
import { useReferralLink } from './use-referral-link'

/** Weekly limits, the referral link with Copy, the referral list and the generate button (spec §2). */
export function ReferralProgram() {
  const t = useTranslations('referrals')
  const format = useFormatter()
  const { user, isLoading: isSessionLoading } = useSession()
  const { data, error, link, isGenerating, isCopied, message, clearMessage, generate, copy } = useReferralLink({
    isEnabled: Boolean(user),
    generateFailed: t('generateFailed'),
    copyFailed: t('copyFailed'),
  })

  if (isSessionLoading) return <p className="muted">…</p>
  if (!user) {
    return (
      <p>
        {t('signInPrompt')} <Link href="/login?redirect=/referrals">{t('signIn')}</Link>
      </p>
    )
  }

  return (
    <div className={styles.program}>
      <ErrorBanner message={message ?? (error ? t('loadFailed') : null)} onDismiss={clearMessage} />
      <section className={styles.card}>
        <p className="price-main">{t('weeklyLimit', { limit: data?.requestLimit ?? user.requestLimit })}</p>
        <p className="muted">{t('howItWorks', { base: FREE_WEEKLY_REQUEST_LIMIT, bonus: REQUESTS_PER_REFERRAL })}</p>
      </section>
      <section className={styles.card} aria-labelledby="referral-link-title">
        <h2 id="referral-link-title">{t('yourLink')}</h2>
        {link ? (
          <div className="copy-row">
            <input readOnly value={link} aria-label={t('yourLink')} onFocus={(event) => event.target.select()} />
            <button type="button" className="button button-primary" onClick={copy}>
              {isCopied ? t('copied') : t('copy')}
            </button>
          </div>
        ) : (
          <>
            <p className="muted">{t('noCode')}</p>
            <button type="button" className="button button-primary" onClick={generate} disabled={isGenerating || !data}>
              {isGenerating ? t('generating') : t('generate')}
            </button>
          </>
        )}
      </section>
      <section className={styles.card} aria-labelledby="referral-list-title">
        <h2 id="referral-list-title">{t('listTitle')}</h2>
        {data && data.referrals.length === 0 && <p className="muted">{t('empty')}</p>}
        <ul className={styles.list}>
          {data?.referrals.map((referral) => (
            <li key={String(referral._id)}>
              <strong>{referral.name}</strong> <span className="muted">{referral.email}</span>
              <span className="muted">
                {' · '}
                {t('joined', { date: format.dateTime(new Date(referral.createdAt), { dateStyle: 'medium' }) })}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
