'use client'

import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js'
import type { Stripe, StripeCardElementChangeEvent } from '@stripe/stripe-js'
import { useLocale, useTranslations } from 'next-intl'
import { type FormEvent, useEffect, useState } from 'react'

import { ApiError, apiRequest } from '@/lib/api/client'
import { loadStripeOnce } from '@/lib/stripe/load-stripe'

import { useSession } from '../../auth/SessionProvider'
import { ErrorBanner } from '../../forms/ErrorBanner'

type StripeState =
  { status: 'loading' } | { status: 'ready'; stripe: Stripe } | { status: 'off' } | { status: 'failed' }

type Props = { onCancel: () => void; onAdded: () => void }

const CARD_STYLE = { base: { fontSize: '16px', color: '#0f172a', '::placeholder': { color: '#64748b' } } }

/** The add-card form: Stripe.js as the checkout loads it, or the checkout's "not set up" message. */
export function AddPaymentMethodForm(props: Props) {
  const t = useTranslations('settings.subscription.methods')
  const [state, setState] = useState<StripeState>({ status: 'loading' })

  useEffect(() => {
    let isCurrent = true
    loadStripeOnce()
      .then((stripe) => isCurrent && setState(stripe ? { status: 'ready', stripe } : { status: 'off' }))
      .catch(() => isCurrent && setState({ status: 'failed' }))
    return () => {
      isCurrent = false
    }
  }, [])

  if (state.status === 'ready') {
    return (
      <Elements stripe={state.stripe}>
        <CardForm {...props} />
      </Elements>
    )
  }
  return (
    <div className="add-card-form">
      {state.status === 'loading' && <p className="muted">{t('loadingForm')}</p>}
      {state.status === 'off' && <p className="banner banner-error">{t('notConfigured')}</p>}
      {state.status === 'failed' && <p className="banner banner-error">{t('stripeLoadFailed')}</p>}
      <div className="form-actions">
        <button type="button" className="button button-ghost" onClick={props.onCancel}>
          {t('cancel')}
        </button>
      </div>
    </div>
  )
}

function CardForm({ onCancel, onAdded }: Props) {
  const t = useTranslations('settings.subscription.methods')
  const locale = useLocale()
  const stripe = useStripe()
  const elements = useElements()
  const { user } = useSession()
  const [card, setCard] = useState({ isComplete: false, isTouched: false, providerError: '' })
  const [isSaving, setIsSaving] = useState(false)
  const [error, setError] = useState<string | null>(null)
  // Stripe's own message as soon as it has one; "incomplete" only once the user has left the field.
  const fieldError = card.providerError || (card.isTouched && !card.isComplete ? t('cardIncomplete') : null)

  const onChange = (event: StripeCardElementChangeEvent) =>
    setCard((current) => ({ ...current, isComplete: event.complete, providerError: event.error?.message ?? '' }))
  const touch = () => setCard((current) => ({ ...current, isTouched: true }))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    touch()
    const element = elements?.getElement(CardElement)
    if (!stripe || !element || !card.isComplete || isSaving) return
    setIsSaving(true)
    setError(null)
    try {
      const created = await stripe.createPaymentMethod({
        type: 'card',
        card: element,
        billing_details: { name: user?.name, email: user?.email },
      })
      if (created.error || !created.paymentMethod) throw new Error(created.error?.message || t('createFailed'))
      await apiRequest('/api/subscription/payment-methods', {
        method: 'POST',
        body: { paymentMethodId: created.paymentMethod.id },
        locale,
        fallbackMessage: t('addFailed'),
      })
      onAdded()
    } catch (caught) {
      setError(
        caught instanceof ApiError || caught instanceof Error ? caught.message || t('addFailed') : t('addFailed'),
      )
      setIsSaving(false)
    }
  }

  return (
    <form className="add-card-form" onSubmit={submit} noValidate aria-labelledby="payment-methods-title">
      <ErrorBanner message={error} onDismiss={() => setError(null)} />
      <div className={`form-field${fieldError ? ' has-error' : ''}`} role="group" aria-labelledby="card-details-label">
        <span id="card-details-label" className="card-input-label">
          {t('cardDetails')}
        </span>
        {/* Stripe labels its own inputs inside the frame; this label is for sighted users. */}
        <div className="card-input">
          <CardElement options={{ style: CARD_STYLE, disabled: isSaving }} onChange={onChange} onBlur={touch} />
        </div>
        {fieldError && (
          <p className="field-error" role="alert">
            {fieldError}
          </p>
        )}
      </div>
      <div className="form-actions">
        <button type="button" className="button button-ghost" onClick={onCancel} disabled={isSaving}>
          {t('cancel')}
        </button>
        <button type="submit" className="button button-primary" disabled={isSaving || !stripe}>
          {isSaving ? t('saving') : t('save')}
        </button>
      </div>
    </form>
  )
}
