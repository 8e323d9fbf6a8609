'use client'

import type { PaymentMethod, Stripe } from '@stripe/stripe-js'
import { useLocale } from 'next-intl'

import type { SellablePlanId } from '@/config/billing'
import { ApiError, apiRequest } from '@/lib/api/client'

type Subscribe = {
  stripe: Stripe
  paymentMethod: PaymentMethod
  purchase: SellablePlanId
  email: string
  name: string
  fallbackMessage: string
}

/**
 * The server half of checkout (spec §4): create the subscription, then — when the server says
 * action is required — confirm the payment with the client secret (3-D Secure happens here).
 * Resolves when paid; throws with a message to show otherwise.
 */
export const useSubscribe = () => {
  const locale = useLocale()
  return async ({ stripe, paymentMethod, purchase, email, name, fallbackMessage }: Subscribe) => {
    const result = await apiRequest<{ requiresAction: boolean; clientSecret: string | null }>(
      '/api/subscription/create',
      {
        method: 'POST',
        body: { paymentMethodId: paymentMethod.id, planId: purchase, email, name },
        locale,
        fallbackMessage,
      },
    )
    if (result.requiresAction && result.clientSecret) {
      const confirmation = await stripe.confirmCardPayment(result.clientSecret, { payment_method: paymentMethod.id })
      if (confirmation.error) throw new ApiError(confirmation.error.message || fallbackMessage, 402)
    }
  }
}
