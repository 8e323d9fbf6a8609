import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from './helpers/test'

import { signUpAndSignIn } from './helpers/accounts'

const blockingViolations = async (page: Page, include?: string) => {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  const results = await (include ? builder.include(include) : builder).analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

for (const path of ['/', '/ar', '/blog/best-study-apps-2025', '/help', '/pricing', '/alternative/chegg']) {
  test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(path)
    expect(await blockingViolations(page)).toEqual([])
  })
}

test('every settings tab has no serious or critical accessibility violation', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await signUpAndSignIn(page)
  await page.goto('/#settings')
  const dialog = page.getByRole('dialog', { name: 'Settings' })
  for (const tab of await dialog.getByRole('tab').all()) {
    await tab.click()
    await expect(tab).toHaveAttribute('aria-selected', 'true')
    expect(await blockingViolations(page, 'dialog'), await tab.innerText()).toEqual([])
  }
})

test('the landing page is usable by keyboard alone', async ({ page }) => {
  await page.goto('/')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/#main$/)
})
