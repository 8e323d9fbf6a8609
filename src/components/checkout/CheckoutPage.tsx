'use client'

import { Elements } from '@stripe/react-stripe-js'
import type { Stripe } from '@stripe/stripe-js'
import { useSearchParams } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import { CHECKOUT_BILLING, type CheckoutBilling } from '@/config/billing'
import { FREE_WEEKLY_REQUEST_LIMIT } from '@/config/limits'
import { CURRENCY } from '@/config/plans'
import { Link } from '@/i18n/link'
import { useRouter } from '@/i18n/navigation'
import { checkoutPath, orderSummaryFor, parseCheckoutQuery } from '@/lib/checkout'
import { SIGNUP_STORAGE_KEYS } from '@/lib/post-signup'
import { loadStripeOnce } from '@/lib/stripe/load-stripe'

import { useSession } from '../auth/SessionProvider'
import { FreePlanButton } from '../plans/FreePlanButton'
import { CheckoutForm } from './CheckoutForm'
import { OrderSummary } from './OrderSummary'
import './checkout.css'

type StripeState =
  { status: 'loading' } | { status: 'ready'; stripe: Stripe } | { status: 'off' } | { status: 'failed' }

/**
 * /checkout (spec §2, §4): spinner while the session loads; signed-out visitors keep their plan in
 * session storage and sign up first; an unknown plan is the Invalid Plan page. An account that has
 * chosen nothing yet may continue with the free plan instead, also when Stripe.js cannot load.
 */
export function CheckoutPage() {
  const t = useTranslations('checkout')
  const offer = useTranslations('offer')
  const router = useRouter()
  const query = useSearchParams()
  const { user, isLoading, refresh } = useSession()
  const [stripeState, setStripeState] = useState<StripeState>({ status: 'loading' })
  const [loadAttempt, setLoadAttempt] = useState(0)
  const hasQuery = query.has('plan') || query.has('billing')
  const selection = parseCheckoutQuery({ plan: query.get('plan'), billing: query.get('billing') })

  useEffect(() => {
    if (isLoading) return
    const stored = {
      plan: sessionStorage.getItem(SIGNUP_STORAGE_KEYS.checkoutPlan),
      billing: sessionStorage.getItem(SIGNUP_STORAGE_KEYS.checkoutBilling),
    }
    if (!user) {
      sessionStorage.setItem(SIGNUP_STORAGE_KEYS.checkoutPlan, query.get('plan') || stored.plan || 'weekly_trial')
      sessionStorage.setItem(SIGNUP_STORAGE_KEYS.checkoutBilling, query.get('billing') || stored.billing || 'weekly')
      // The plan rides along in the address too: the sign-up page names it and its price.
      const plan = query.get('plan') || stored.plan || 'weekly_trial'
      const billing = query.get('billing') || stored.billing || 'weekly'
      router.replace(`/signup?redirect=${encodeURIComponent(checkoutPath(plan, billing))}`)
      return
    }
    // Back from sign-up with a bare /checkout: restore the stored choice into the URL.
    if (!hasQuery && stored.plan) {
      sessionStorage.removeItem(SIGNUP_STORAGE_KEYS.checkoutPlan)
      sessionStorage.removeItem(SIGNUP_STORAGE_KEYS.checkoutBilling)
      router.replace(checkoutPath(stored.plan, stored.billing || 'weekly'))
    }
  }, [isLoading, user, hasQuery, query, router])

  // A blocked or offline js.stripe.com fails the load: Retry asks again (a failure is not cached).
  useEffect(() => {
    if (!user) return
    let isCurrent = true
    loadStripeOnce()
      .then((stripe) => isCurrent && setStripeState(stripe ? { status: 'ready', stripe } : { status: 'off' }))
      .catch(() => isCurrent && setStripeState({ status: 'failed' }))
    return () => {
      isCurrent = false
    }
  }, [user, loadAttempt])

  if (isLoading || !user) {
    return (
      <div className="checkout-loading" role="status">
        <span className="spinner" aria-hidden="true" />
        <span className="visually-hidden">{t('loading')}</span>
      </div>
    )
  }

  if (!selection.isValid) {
    return (
      <section className="checkout-invalid">
        <h1>{t('invalidPlanTitle')}</h1>
        <p>{t('invalidPlanBody')}</p>
        <Link className="button button-primary" href="/pricing">
          {t('viewPlans')}
        </Link>
      </section>
    )
  }

  const changeBilling = (billing: CheckoutBilling) => router.replace(checkoutPath(selection.plan, billing))
  const amount = orderSummaryFor(selection.purchase).dueTodayCents
  return (
    <div className="checkout-layout">
      <div className="checkout-main">
        <Link href="/pricing" className="back-link">
          ← {t('back')}
        </Link>
        <h1>{t('title')}</h1>
        <div className="segmented" role="group" aria-label={offer('billingPeriod')}>
          {CHECKOUT_BILLING.map((billing) => (
            <button
              key={billing}
              type="button"
              aria-pressed={selection.billing === billing}
              className={selection.billing === billing ? 'is-active' : undefined}
              onClick={() => changeBilling(billing)}
            >
              {offer(billing)}
            </button>
          ))}
        </div>
        {stripeState.status === 'loading' && <p className="muted">{t('loading')}</p>}
        {stripeState.status === 'off' && <p className="banner banner-error">{t('notConfigured')}</p>}
        {stripeState.status === 'failed' && (
          <div className="banner banner-error checkout-unavailable" role="alert">
            <p>{t('stripeUnavailable')}</p>
            <button
              type="button"
              className="button button-ghost"
              onClick={() => {
                setStripeState({ status: 'loading' })
                setLoadAttempt((attempt) => attempt + 1)
              }}
            >
              {t('retry')}
            </button>
          </div>
        )}
        {stripeState.status === 'ready' && (
          <Elements
            key={selection.purchase}
            stripe={stripeState.stripe}
            options={{ mode: 'subscription', amount, currency: CURRENCY, setupFutureUsage: 'off_session' }}
          >
            <CheckoutForm
              purchase={selection.purchase}
              onPaid={async () => {
                await refresh()
                router.push('/download')
              }}
            />
          </Elements>
        )}
        {user.plan === 'onboarding' && (
          <section className="checkout-free" aria-labelledby="checkout-free-title">
            <h2 id="checkout-free-title">{t('freeTitle')}</h2>
            <p>{t('freeBody', { limit: FREE_WEEKLY_REQUEST_LIMIT })}</p>
            <FreePlanButton />
          </section>
        )}
      </div>
      <OrderSummary purchase={selection.purchase} />
    </div>
  )
}
