'use client'

import { useTranslations } from 'next-intl'

/** A saved card as GET /api/subscription/payment-methods lists it (spec §3). */
export type SavedCard = {
  id: string
  isDefault: boolean
  card: { brand: string; last4: string; exp_month: number; exp_year: number }
}

/** Card networks are proper names: shown as the networks write them, in every language. */
const BRANDS: Record<string, string> = {
  amex: 'American Express',
  diners: 'Diners Club',
  discover: 'Discover',
  eftpos_au: 'eftpos',
  jcb: 'JCB',
  mastercard: 'Mastercard',
  unionpay: 'UnionPay',
  visa: 'Visa',
}

const brandName = (brand: string) => BRANDS[brand] ?? brand.charAt(0).toUpperCase() + brand.slice(1)
const twoDigits = (value: number) => String(value % 100).padStart(2, '0')

type Props = { card: SavedCard; busy: string | null; onMakeDefault: () => void; onRemove: () => void }

/** One card: brand, last four digits, expiry MM/YY, the Default badge, and its two actions. */
export function PaymentMethodItem({ card: method, busy, onMakeDefault, onRemove }: Props) {
  const t = useTranslations('settings.subscription.methods')
  const { brand, last4, exp_month, exp_year } = method.card
  const label = t('cardLabel', { brand: brandName(brand), last4 })
  const isBusy = busy !== null
  return (
    <li className="payment-method">
      <div className="payment-method-info">
        <strong>{label}</strong>
        <span className="muted">{t('expires', { date: `${twoDigits(exp_month)}/${twoDigits(exp_year)}` })}</span>
        {method.isDefault && <span className="badge">{t('default')}</span>}
      </div>
      {method.isDefault ? null : (
        <div className="payment-method-actions" role="group" aria-label={label}>
          <button type="button" className="button button-ghost" disabled={isBusy} onClick={onMakeDefault}>
            {busy === `default:${method.id}` ? t('processing') : t('makeDefault')}
          </button>
          <button type="button" className="button button-ghost" disabled={isBusy} onClick={onRemove}>
            {busy === `remove:${method.id}` ? t('processing') : t('remove')}
          </button>
        </div>
      )}
    </li>
  )
}
