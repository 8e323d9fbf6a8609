'use client'

import { useTranslations } from 'next-intl'

import { FREE_SIGNUP_PATH } from '@/config/plans'
import { Link } from '@/i18n/link'

import { useSession } from '../auth/SessionProvider'
import { FreePlanButton } from './FreePlanButton'

/**
 * The Free column's button, by who is looking: a visitor signs up with Free already chosen; an account
 * that has chosen nothing starts free here; a free account sees it is theirs; a paid one has more.
 */
export function FreePlanAction() {
  const t = useTranslations('freePlan')
  const { user, isLoading } = useSession()
  if (isLoading) return <span className="button button-ghost is-placeholder" aria-hidden="true" />
  if (!user) {
    return (
      <Link className="button button-ghost" href={FREE_SIGNUP_PATH}>
        {t('signUp')}
      </Link>
    )
  }
  if (user.plan === 'onboarding') return <FreePlanButton />
  if (user.plan === 'free') {
    return (
      <button type="button" className="button button-ghost" disabled>
        {t('current')}
      </button>
    )
  }
  return <p className="muted">{t('paidNote')}</p>
}
