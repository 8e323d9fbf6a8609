'use client'

import type { StripeElementChangeEvent } from '@stripe/stripe-js'
import { useTranslations } from 'next-intl'
import type { ReactNode } from 'react'

export type CardFieldState = { isComplete: boolean; isTouched: boolean; providerError?: string }

export const EMPTY_CARD_FIELD: CardFieldState = { isComplete: false, isTouched: false }

/** Folds a Stripe Element change event into the field's state. */
export const cardFieldChange = (state: CardFieldState, event: StripeElementChangeEvent): CardFieldState => ({
  ...state,
  isComplete: event.complete,
  isTouched: state.isTouched || !event.empty,
  providerError: event.error?.message,
})

type Props = {
  label: string
  errorKey: 'cardNumberInvalid' | 'expiryInvalid' | 'cvvInvalid'
  state: CardFieldState
  children: ReactNode
}

/** A labelled Stripe Element with the spec's message once touched and incomplete (spec §5, checkout). */
export function CardField({ label, errorKey, state, children }: Props) {
  const validation = useTranslations('validation')
  const hasError = state.isTouched && !state.isComplete
  return (
    <div className={`form-field${hasError ? ' has-error' : ''}${state.isComplete ? ' is-valid' : ''}`}>
      <span className="field-label">
        {label}
        <span aria-hidden="true" className="required-mark">
          {' '}
          *
        </span>
      </span>
      {/* Stripe's fields label themselves inside their frames; this label is for sighted users. */}
      <div className="stripe-field">{children}</div>
      {hasError && (
        <p className="field-error" role="alert">
          {validation(errorKey)}
        </p>
      )}
    </div>
  )
}
