import { useLocale, useTranslations } from 'next-intl'

import type { SellablePlanId } from '@/config/billing'
import { formatUsd, REFUND_WINDOW_DAYS } from '@/config/plans'
import { orderSummaryFor } from '@/lib/checkout'

import { PaymentBadges } from '../icons/PaymentBadges'

/** The right-hand column: what is bought, what is due today and after, and the guarantee copy. */
export function OrderSummary({ purchase }: { purchase: SellablePlanId }) {
  const t = useTranslations('checkout')
  const offer = useTranslations('offer')
  const locale = useLocale()
  const summary = orderSummaryFor(purchase)
  const price = (cents: number) => formatUsd(cents, locale)
  return (
    <aside className="order-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">{t('summaryTitle')}</h2>
      <p className="order-plan">
        <strong>{t('planName')}</strong> · {offer(purchase === 'semester' ? 'semester' : 'weekly')}
      </p>
      <dl className="order-lines">
        {summary.trialHours && (
          <div>
            <dt>{offer('trialBadge', { hours: summary.trialHours })}</dt>
            <dd>{price(summary.dueTodayCents)}</dd>
          </div>
        )}
        <div>
          <dt>{summary.renewal === 'week' ? t('thenWeekly') : t('everyThreeMonths')}</dt>
          <dd>{price(summary.thenCents)}</dd>
        </div>
        <div className="order-total">
          <dt>{t('dueToday')}</dt>
          <dd>{price(summary.dueTodayCents)}</dd>
        </div>
      </dl>
      <p className="muted">{offer('cancelAnytime', { days: REFUND_WINDOW_DAYS })}</p>
      <p className="muted">{t('secure')}</p>
      <PaymentBadges label={offer('acceptedPayments')} />
    </aside>
  )
}
