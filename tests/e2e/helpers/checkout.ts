import { expect, type Locator, type Page } from '@playwright/test'

import { formatUsd, PLANS } from '../../../src/config/plans'
import { signUpAndSignIn } from './accounts'

const usd = (cents: number) => formatUsd(cents, 'en')
const escape = (text: string) => text.replace(/[$.*+?^(){}[\]\\|]/g, '\\$&')

export const fillCard = async (scope: Page | Locator, number: string) => {
  await scope.getByLabel('Card number', { exact: true }).fill(number)
  await scope.getByLabel('Expiration date MM / YY').fill('12 / 34')
  await scope.getByLabel('CVC').fill('123')
}

/**
 * A new account that pays the weekly trial at checkout (the fake Stripe), as a customer would.
 * The page must route Stripe.js first (`routeStripe`).
 */
export const signUpAndSubscribe = async (page: Page, options: Parameters<typeof signUpAndSignIn>[1] = {}) => {
  const account = await signUpAndSignIn(page, options)
  await page.goto('/checkout?plan=weekly_trial&billing=weekly')
  await fillCard(page, '4242 4242 4242 4242')
  await page
    .getByRole('button', { name: new RegExp(`^Pay ${escape(usd(PLANS.weekly_trial.trialPriceCents))}`) })
    .click()
  await expect(page).toHaveURL(/\/download$/)
  // The plan moves with Stripe's webhook: wait until the account carries it.
  await expect
    .poll(() => page.evaluate(async () => (await (await fetch('/api/auth/verify')).json()).user.plan), {
      timeout: 15_000,
    })
    .toBe('weekly_trial')
  return account
}
