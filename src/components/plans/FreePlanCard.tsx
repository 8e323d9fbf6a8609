import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { FREE_WEEKLY_REQUEST_LIMIT, REQUESTS_PER_REFERRAL } from '@/config/limits'
import type { Locale } from '@/config/locales'
import { formatUsd, PLANS } from '@/config/plans'

type Props = {
  locale: Locale
  /** Its button: by session on /pricing (FreePlanAction), a plain sign-up link on the landing page. */
  action: ReactNode
  headingLevel?: 2 | 3
}

/** The Free plan's card (/pricing and the landing's offer): every number from the plan catalogue. */
export async function FreePlanCard({ locale, action, headingLevel = 2 }: Props) {
  const t = await getTranslations({ locale, namespace: 'freePlan' })
  const Heading = headingLevel === 3 ? 'h3' : 'h2'
  return (
    <section className="offer-card offer-card-free" aria-labelledby="free-plan-title">
      <Heading id="free-plan-title">{t('name')}</Heading>
      <p className="price-main">{formatUsd(PLANS.free.priceCents, locale)}</p>
      <p className="price-sub">{t('forever')}</p>
      <ul className="check-list">
        <li>{t('perWeek', { limit: FREE_WEEKLY_REQUEST_LIMIT })}</li>
        <li>{t('referralBonus', { bonus: REQUESTS_PER_REFERRAL })}</li>
        <li>{t('noCard')}</li>
        <li>{t('review')}</li>
      </ul>
      {action}
    </section>
  )
}
