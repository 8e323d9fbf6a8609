import { expect, test } from './helpers/test'

test.describe('landing page behaviour', () => {
  // The flash-sale countdown (a real end date, never a restart) is tested in flash-sale.e2e.spec.ts.

  test('the header gains its background after 10 px of scroll', async ({ page }) => {
    await page.goto('/')
    const header = page.getByRole('banner')
    await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)')
    await page.mouse.wheel(0, 400)
    await expect(header).toHaveCSS('background-color', 'rgb(255, 255, 255)')
  })

  test('the FAQ keeps one answer open at a time', async ({ page }) => {
    await page.goto('/')
    const faq = page.locator('#faq')
    const questions = faq.getByRole('button')
    await questions.nth(0).click()
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true')
    await questions.nth(1).click()
    await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true')
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false')
    // A closed answer is hidden, so out of the accessibility tree: one answer region is left.
    await expect(faq.getByRole('region')).toHaveCount(1)
  })

  test('the FAQ shows prices from the plan catalogue', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'How does the trial work?' }).click()
    const answer = page.locator('#faq').getByRole('region')
    await expect(answer).toContainText('$0.99')
    await expect(answer).toContainText('$4.99')
  })

  test('the offer toggle switches billing and the button follows it', async ({ page }) => {
    await page.goto('/pricing')
    // Studify+ beside the Free column (free-plan.e2e.spec.ts covers that one).
    const plus = page.getByRole('region', { name: 'Studify+' })
    const cta = plus.locator('a.button')
    await expect(cta).toHaveAttribute('href', '/checkout?plan=weekly_trial&billing=weekly')
    await expect(plus.locator('.price-main')).toContainText('$0.99')
    await plus.getByRole('radio', { name: /semester/i }).click()
    await expect(cta).toHaveAttribute('href', '/checkout?plan=weekly_trial&billing=semester')
    await expect(plus.locator('.price-main')).toContainText('$32.95')
    await expect(plus.locator('.price-compare s')).toHaveText('$59.90')
  })
})

test.describe('languages', () => {
  test('the switcher adds, replaces and removes the prefix and remembers the choice', async ({ page }) => {
    await page.goto('/help')
    await page.getByLabel('Choose language').selectOption('fr')
    await expect(page).toHaveURL(/\/fr\/help$/)
    await page.locator('#language-switcher').selectOption('de')
    await expect(page).toHaveURL(/\/de\/help$/)
    await page.locator('#language-switcher').selectOption('en')
    await expect(page).toHaveURL(/:\d+\/help$/)
    expect(await page.evaluate(() => localStorage.getItem('preferredLanguage'))).toBe('en')
  })

  test('an unsupported code is ignored with a console warning', async ({ page }) => {
    const warnings: string[] = []
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()))
    await page.goto('/fr')
    await page.locator('#language-switcher').evaluate((select: HTMLSelectElement) => {
      select.add(new Option('Klingon', 'tlh'))
    })
    await page.locator('#language-switcher').selectOption('tlh')
    await page.waitForTimeout(300)
    await expect(page).toHaveURL(/\/fr$/)
    expect(warnings.some((text) => text.includes('Invalid language code'))).toBe(true)
  })

  test.describe('first visit to an unprefixed URL', () => {
    test.use({ locale: 'fr-FR' })
    test('follows the browser language', async ({ page }) => {
      await page.goto('/pricing')
      await expect(page).toHaveURL(/\/fr\/pricing$/)
    })
  })

  test.describe('with a French browser', () => {
    test.use({ locale: 'fr-FR' })
    test('choosing English in the footer sticks', async ({ page }) => {
      await page.goto('/fr')
      await page.locator('footer a[hreflang="en"]').click()
      await expect(page).toHaveURL(/:\d+\/$/)
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')
      await page.reload()
      await page.waitForTimeout(500)
      await expect(page).toHaveURL(/:\d+\/$/)
      expect(await page.evaluate(() => localStorage.getItem('preferredLanguage'))).toBe('en')
    })
  })

  test.describe('with a zh-TW browser', () => {
    test.use({ locale: 'zh-TW' })
    test('chooses Chinese', async ({ page }) => {
      await page.goto('/')
      await expect(page).toHaveURL(/\/zh$/)
    })
  })

  test.describe('with an unsupported browser language', () => {
    test.use({ locale: 'sv-SE', timezoneId: 'Europe/Prague' })
    test('falls back to the time zone', async ({ page }) => {
      await page.goto('/')
      await expect(page).toHaveURL(/\/cs$/)
    })
  })

  test('a saved preference wins over the browser language', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('preferredLanguage', 'ja'))
    await page.goto('/blog')
    await expect(page).toHaveURL(/\/ja\/blog$/)
  })

  test('a prefixed URL is never redirected', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('preferredLanguage', 'ja'))
    await page.goto('/ko/help')
    await page.waitForTimeout(500)
    await expect(page).toHaveURL(/\/ko\/help$/)
  })

  test('Arabic is mirrored right-to-left', async ({ page }) => {
    await page.goto('/ar')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    const direction = await page.locator('h1').evaluate((el) => getComputedStyle(el).direction)
    expect(direction).toBe('rtl')
  })
})

test.describe('blog sharing', () => {
  test('without Web Share, copies the link and says so', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }))
    await page.goto('/blog/calculus-help-with-ai')
    await page.getByRole('button', { name: 'Share' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Link copied to clipboard!' })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/blog\/calculus-help-with-ai$/)
  })

  test('a cancelled share is ignored', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', {
        value: () => Promise.reject(new DOMException('cancelled', 'AbortError')),
        configurable: true,
      })
    })
    const errors: string[] = []
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
    await page.goto('/blog/calculus-help-with-ai')
    await page.getByRole('button', { name: 'Share' }).click()
    await page.waitForTimeout(300)
    await expect(page.getByRole('article').getByRole('status')).toHaveText('')
    expect(errors.filter((text) => /share/i.test(text))).toEqual([])
  })
})

test.describe('help centre', () => {
  test('filters by category, and its search box searches on the server', async ({ page }) => {
    await page.goto('/help')
    const results = page.getByRole('main').getByRole('listitem')
    await expect(results).toHaveCount(8)
    await page.getByRole('button', { name: 'Support', exact: true }).click()
    await expect(results).toHaveCount(2)
    const box = page.getByRole('main').getByLabel('Search the blog and the help centre')
    await box.fill('payout')
    await box.press('Enter')
    await expect(page).toHaveURL(/\/search\?q=payout/)
    await expect(page.getByRole('main').getByRole('listitem').first()).toContainText(/affiliate/i)
  })

  test('opens an article, deep-links to it and goes back', async ({ page }) => {
    await page.goto('/help')
    await page.getByRole('link', { name: /Common issues and fixes/ }).click()
    await expect(page).toHaveURL(/\/help\/common-issues$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Common issues and fixes')
    await expect(page.getByText('your session has expired')).toBeVisible()
    await page.getByRole('link', { name: /Back to all articles/ }).click()
    await expect(page).toHaveURL(/\/help$/)
  })
})

test.describe('legal pages', () => {
  test('link back to sign-up when the visitor came from it, else home', async ({ page }) => {
    await page.goto('/privacy')
    await expect(page.locator('.back-link')).toHaveAttribute('href', '/')
    await expect(page.getByText('Last updated: March 20, 2024')).toBeVisible()
    await page.goto('/privacy', { referer: `${new URL(page.url()).origin}/signup` })
    await expect(page.locator('.back-link')).toHaveAttribute('href', '/signup')
  })
})

test('each path is tracked once per browser session', async ({ page, request }) => {
  const sessionVisits = async () => {
    const login = await request.post('/api/users/login', { data: { email: 'admin@e2e.test', password: 'E2e!Admin1' } })
    const { token } = await login.json()
    const sessionId = await page.evaluate(() => sessionStorage.getItem('sessionId'))
    const response = await request.get(`/api/visits?where[sessionId][equals]=${sessionId}&limit=50`, {
      headers: { authorization: `Bearer ${token}` },
    })
    return (await response.json()).docs.map((doc: { path: string }) => doc.path)
  }
  await page.goto('/terms')
  await expect.poll(sessionVisits, { timeout: 5000 }).toEqual(['/terms'])
  await page.goto('/cookies')
  await page.waitForTimeout(1500)
  await page.goto('/terms')
  await page.waitForTimeout(1500)
  expect((await sessionVisits()).sort()).toEqual(['/cookies', '/terms'])
})
