import { getTranslations } from 'next-intl/server'

import { FREE_WEEKLY_REQUEST_LIMIT, REQUESTS_PER_REFERRAL } from '@/config/limits'
import type { Locale } from '@/config/locales'
import { formatUsd, PLANS } from '@/config/plans'

import { FreePlanAction } from './FreePlanAction'

/** The Free column of /pricing: every number from the plan catalogue, the button by session. */
export async function FreePlanCard({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'freePlan' })
  return (
    <section className="offer-card offer-card-free" aria-labelledby="free-plan-title">
      <h2 id="free-plan-title">{t('name')}</h2>
      <p className="price-main">{formatUsd(PLANS.free.priceCents, locale)}</p>
      <p className="price-sub">{t('forever')}</p>
      <ul className="check-list">
        <li>{t('perWeek', { limit: FREE_WEEKLY_REQUEST_LIMIT })}</li>
        <li>{t('referralBonus', { bonus: REQUESTS_PER_REFERRAL })}</li>
        <li>{t('noCard')}</li>
        <li>{t('review')}</li>
      </ul>
      <FreePlanAction />
    </section>
  )
}
