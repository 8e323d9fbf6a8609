'use client'

import {
  CardCvcElement,
  CardExpiryElement,
  CardNumberElement,
  ExpressCheckoutElement,
  useElements,
  useStripe,
} from '@stripe/react-stripe-js'
import type { StripeExpressCheckoutElementConfirmEvent } from '@stripe/stripe-js'
import { useLocale, useTranslations } from 'next-intl'
import { type FormEvent, useState } from 'react'
import { z } from 'zod'

import '@/lib/validation/zod-browser'

import type { SellablePlanId } from '@/config/billing'
import { formatUsd } from '@/config/plans'
import { ApiError } from '@/lib/api/client'
import { orderSummaryFor } from '@/lib/checkout'
import { emailSchema, nameSchema } from '@/lib/validation/auth'

import { useSession } from '../auth/SessionProvider'
import { ErrorBanner } from '../forms/ErrorBanner'
import { FormField } from '../forms/FormField'
import { useValidatedForm } from '../forms/use-validated-form'
import { CardField, type CardFieldState, cardFieldChange, EMPTY_CARD_FIELD } from './CardField'
import { useSubscribe } from './use-subscribe'

const contactSchema = z.object({ fullName: nameSchema, emailAddress: emailSchema })
const CARD_FIELDS = ['cardNumber', 'expiryDate', 'cvv'] as const
type CardFieldName = (typeof CARD_FIELDS)[number]
const ELEMENT_STYLE = { base: { fontSize: '16px', color: '#0f172a', '::placeholder': { color: '#64748b' } } }

/** Express checkout and the card form (spec §2 /checkout); success goes to /download. */
export function CheckoutForm({ purchase, onPaid }: { purchase: SellablePlanId; onPaid: () => void }) {
  const t = useTranslations('checkout')
  const locale = useLocale()
  const stripe = useStripe()
  const elements = useElements()
  const subscribe = useSubscribe()
  const { user } = useSession()
  const form = useValidatedForm(contactSchema, { fullName: user?.name ?? '', emailAddress: user?.email ?? '' })
  const [cards, setCards] = useState<Record<CardFieldName, CardFieldState>>({
    cardNumber: EMPTY_CARD_FIELD,
    expiryDate: EMPTY_CARD_FIELD,
    cvv: EMPTY_CARD_FIELD,
  })
  const [isProcessing, setIsProcessing] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [hasExpress, setHasExpress] = useState(true)
  const isCardComplete = CARD_FIELDS.every((field) => cards[field].isComplete)
  const dueToday = formatUsd(orderSummaryFor(purchase).dueTodayCents, locale)

  const onCardChange = (field: CardFieldName) => (event: Parameters<typeof cardFieldChange>[1]) =>
    setCards((current) => ({ ...current, [field]: cardFieldChange(current[field], event) }))
  const touchCard = (field: CardFieldName) => () =>
    setCards((current) => ({ ...current, [field]: { ...current[field], isTouched: true } }))
  const touchCards = () =>
    setCards((current) => ({
      cardNumber: { ...current.cardNumber, isTouched: true },
      expiryDate: { ...current.expiryDate, isTouched: true },
      cvv: { ...current.cvv, isTouched: true },
    }))

  const fail = (caught: unknown, fallback: string) => {
    setError(caught instanceof ApiError || caught instanceof Error ? caught.message || fallback : fallback)
    setIsProcessing(false)
  }

  const payByCard = async (event: FormEvent) => {
    event.preventDefault()
    form.touch('fullName')
    form.touch('emailAddress')
    touchCards()
    if (!form.isValid || !isCardComplete || isProcessing || !stripe || !elements) return
    const card = elements.getElement(CardNumberElement)
    if (!card) return setError(t('cardElementMissing'))
    setIsProcessing(true)
    setError(null)
    const { fullName, emailAddress } = form.parsed()
    try {
      const created = await stripe.createPaymentMethod({
        type: 'card',
        card,
        billing_details: { name: fullName, email: emailAddress },
      })
      if (created.error || !created.paymentMethod) throw new Error(created.error?.message || t('processFailed'))
      await subscribe({
        stripe,
        paymentMethod: created.paymentMethod,
        purchase,
        email: emailAddress,
        name: fullName,
        fallbackMessage: t('processFailed'),
      })
      onPaid()
    } catch (caught) {
      fail(caught, t('processFailed'))
    }
  }

  const payByWallet = async (event: StripeExpressCheckoutElementConfirmEvent) => {
    if (!stripe || !elements) return
    setIsProcessing(true)
    setError(null)
    try {
      const submitted = await elements.submit()
      if (submitted.error) throw new Error(submitted.error.message || t('paymentFailed'))
      const created = await stripe.createPaymentMethod({ elements, params: { billing_details: event.billingDetails } })
      if (created.error || !created.paymentMethod) throw new Error(created.error?.message || t('paymentFailed'))
      await subscribe({
        stripe,
        paymentMethod: created.paymentMethod,
        purchase,
        email: event.billingDetails?.email || user?.email || '',
        name: event.billingDetails?.name || user?.name || '',
        fallbackMessage: t('paymentFailed'),
      })
      onPaid()
    } catch (caught) {
      event.paymentFailed({ reason: 'fail' })
      fail(caught, t('paymentFailed'))
    }
  }

  return (
    <div className="checkout-form">
      <ErrorBanner message={error} onDismiss={() => setError(null)} />
      {hasExpress && (
        <section aria-labelledby="express-title">
          <h2 id="express-title">{t('expressTitle')}</h2>
          <ExpressCheckoutElement
            options={{ paymentMethods: { applePay: 'always', googlePay: 'always', link: 'auto' } }}
            onReady={(ready) => setHasExpress(Boolean(ready.availablePaymentMethods))}
            // Wallets that cannot load are hidden, never shown broken: the card form stays.
            onLoadError={() => setHasExpress(false)}
            onConfirm={payByWallet}
          />
          <p className="divider-text">{t('orPayByCard')}</p>
        </section>
      )}
      <form className="auth-form" onSubmit={payByCard} noValidate aria-labelledby="card-title">
        <h2 id="card-title">{t('cardTitle')}</h2>
        <FormField
          name="fullName"
          autoComplete="cc-name"
          required
          label={t('fullName')}
          value={String(form.values.fullName)}
          state={form.stateOf('fullName')}
          onValue={(value) => form.setValue('fullName', value)}
          onTouch={() => form.touch('fullName')}
        />
        <FormField
          name="emailAddress"
          type="email"
          autoComplete="email"
          required
          label={t('emailAddress')}
          value={String(form.values.emailAddress)}
          state={form.stateOf('emailAddress')}
          onValue={(value) => form.setValue('emailAddress', value)}
          onTouch={() => form.touch('emailAddress')}
        />
        <CardField label={t('cardNumber')} errorKey="cardNumberInvalid" state={cards.cardNumber}>
          <CardNumberElement
            options={{ style: ELEMENT_STYLE, showIcon: true }}
            onChange={onCardChange('cardNumber')}
            onBlur={touchCard('cardNumber')}
          />
        </CardField>
        <div className="card-row">
          <CardField label={t('expiryDate')} errorKey="expiryInvalid" state={cards.expiryDate}>
            <CardExpiryElement
              options={{ style: ELEMENT_STYLE }}
              onChange={onCardChange('expiryDate')}
              onBlur={touchCard('expiryDate')}
            />
          </CardField>
          <CardField label={t('cvv')} errorKey="cvvInvalid" state={cards.cvv}>
            <CardCvcElement
              options={{ style: ELEMENT_STYLE }}
              onChange={onCardChange('cvv')}
              onBlur={touchCard('cvv')}
            />
          </CardField>
        </div>
        <button type="submit" className="button button-primary button-block" disabled={isProcessing || !stripe}>
          {isProcessing ? t('processing') : t('pay', { price: dueToday })}
        </button>
      </form>
    </div>
  )
}
