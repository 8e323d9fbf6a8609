'use client'

import { useTranslations } from 'next-intl'
import { useEffect } from 'react'

import { ASK_PAGE_PATH } from '@/config/ask'
import { TRIAL_CHECKOUT_PATH } from '@/config/plans'
import { Link } from '@/i18n/link'
import { useRouter } from '@/i18n/navigation'

import { AccessStatusNotice } from '../access/AccessStatusNotice'
import { useSession } from '../auth/SessionProvider'
import { FlashcardsPanel } from '../flashcards/FlashcardsPanel'
import { LoadingSpinner } from './LoadingSpinner'
import { ProductCards } from './ProductCards'
import { ReferralPanel } from './ReferralPanel'
import { SubscriptionPanel } from './SubscriptionPanel'
import { useTrialStatus } from './use-trial-status'
import { useFirstVisit } from './use-first-visit'
import './dashboard.css'

/**
 * /dashboard (spec §2): the user's home. Spinner while the session loads; signed-out visitors go
 * to sign in and come back; a user whose trial is not set up yet goes to the trial checkout.
 * The site header above already carries the logo and the account menu. The access notice says
 * whether the extension answers yet (a free account waits for an admin's approval).
 */
export function DashboardPage({ saleEndsAt }: { saleEndsAt: string | null }) {
  const t = useTranslations('dashboard')
  const router = useRouter()
  const { user, isLoading } = useSession()
  const { isChecking, isOnboarding } = useTrialStatus()

  useEffect(() => {
    if (isLoading || isChecking) return
    if (!user) router.replace('/login?redirect=/dashboard')
    else if (isOnboarding) router.replace(TRIAL_CHECKOUT_PATH)
  }, [isLoading, isChecking, user, isOnboarding, router])

  if (isLoading || isChecking || !user || isOnboarding) return <LoadingSpinner label={t('loading')} />

  return (
    <div className="dashboard">
      <header className="dashboard-intro">
        <WelcomeHeading user={user} />
        <p className="lead">{t('subtitle')}</p>
      </header>
      <AccessStatusNotice />
      <section className="dashboard-panel dashboard-ask" aria-labelledby="dashboard-ask-title">
        <h2 id="dashboard-ask-title">{t('askTitle')}</h2>
        <p className="muted">{t('askBody')}</p>
        <Link className="button button-primary" href={ASK_PAGE_PATH}>
          {t('askTitle')}
        </Link>
      </section>
      <ProductCards />
      <div className="dashboard-columns">
        <SubscriptionPanel plan={user.plan} saleEndsAt={saleEndsAt} />
        <div className="dashboard-side">
          <FlashcardsPanel />
          <ReferralPanel />
          <section className="dashboard-panel" aria-labelledby="help-title">
            <h2 id="help-title">{t('help.title')}</h2>
            <p className="muted">{t('help.body')}</p>
            <Link className="button button-ghost" href="/help">
              {t('help.action')}
            </Link>
          </section>
        </div>
      </div>
    </div>
  )
}

/** "Welcome" on the account's first dashboard visit, "Welcome back" afterwards. */
function WelcomeHeading({ user }: { user: { id: number | string; name: string; createdAt: string } }) {
  const t = useTranslations('dashboard')
  const first = useFirstVisit('dashboard', user)
  return <h1>{t(first ? 'welcomeFirst' : 'welcome', { name: user.name })}</h1>
}
