import { expect, test } from './helpers/test'

import { AFFILIATE } from '../../src/config/billing'
import { formatUsd } from '../../src/config/plans'
import { adminHeaders, signUpAndSignIn } from './helpers/accounts'

/**
 * Settings → Affiliate for an administrator (spec §4): the join offer from the catalogue's
 * affiliate terms, Connect through Stripe's hosted onboarding (the fake completes it and comes
 * back), then the stats. A fresh account is promoted so the seeded admin is never changed.
 */
test('an admin joins the affiliate programme through Stripe Connect and sees the stats', async ({ page, request }) => {
  const { userId } = await signUpAndSignIn(page, { name: 'Grace Hopper' })
  const headers = await adminHeaders(request)
  const promoted = await request.put(`/api/admin/users/${userId}`, { headers, data: { role: 'admin' } })
  expect(promoted.ok(), await promoted.text()).toBe(true)

  await page.goto('/#settings=affiliate')
  const panel = page.getByRole('dialog', { name: 'Settings' }).getByRole('tabpanel')
  await expect(panel.getByRole('heading', { name: 'Join the Studify affiliate programme' })).toBeVisible()
  await expect(panel).toContainText(`${Math.round(AFFILIATE.commissionRate * 100)}% commission on every payment`)
  await expect(panel).toContainText('Weekly payouts, every Monday')
  await expect(panel).toContainText(`${formatUsd(AFFILIATE.minimumPayoutCents, 'en')} minimum payout`)

  await panel.getByRole('button', { name: 'Connect with Stripe' }).click()
  // Stripe's hosted onboarding (the fake finishes at once) returns to the settings tab.
  await expect(page).toHaveURL(/\/#settings=affiliate$/)
  await expect(panel.getByRole('heading', { name: 'Your affiliate stats' })).toBeVisible()
  await expect(panel.getByText('Total earnings').locator('..')).toContainText(formatUsd(0, 'en'))
  await expect(panel.getByText('Last payout').locator('..')).toContainText('None yet')
  await expect(panel.getByText('Payouts are not enabled yet')).toBeHidden()
})
