import { expect, type Page, test } from './helpers/test'

import { signInAsEditor } from './helpers/accounts'
import { autosaved } from './helpers/autosave'
import { homePage } from './helpers/home-page'

/**
 * Issue 24's editor scenario: pages are built from blocks in /admin and go live without a deploy.
 * An editor adds a new page of three blocks and publishes it; then moves a section of the home page
 * with the block's row menu and sees the new order on `/` (and moves it back: the e2e files share
 * one server and database).
 */

const published = async (page: Page) => {
  await page.locator('#action-save').click()
  await expect(page.getByText(/updated successfully/i).first()).toBeVisible()
}

/** Adds a block at the end of the layout from the "Add Block" drawer. */
const addBlock = async (page: Page, label: string) => {
  await page.getByRole('button', { name: 'Add Block', exact: true }).click()
  await page.getByRole('button', { name: label, exact: true }).click()
}

/** The link group `name` of block `index`: a "Custom URL" with its path, and the button's label. */
const customLink = async (page: Page, index: number, name: string, url: string, label: string) => {
  await page.locator(`#layout-row-${index}`).getByText('Custom URL', { exact: true }).click()
  await page.locator(`#field-layout__${index}__${name}__url`).fill(url)
  await page.locator(`#field-layout__${index}__${name}__label`).fill(label)
}

/** The site's sections on `/`, by their ids, top to bottom. */
const sectionOrder = (page: Page) =>
  page.locator('main section[id]').evaluateAll((sections) => sections.map((section) => section.id))

test('an editor builds a page of three blocks in /admin, publishes it, and it is on the site at once', async ({
  page,
}) => {
  const stamp = Date.now().toString(36)
  const slug = `exam-season-${stamp}`
  await signInAsEditor(page)
  await page.goto('/admin/collections/pages/create?locale=en')
  await expect(page).toHaveURL(/\/admin\/collections\/pages\/\d+/)
  await page.locator('#field-title').fill(`Exam season ${stamp}`)
  await page.locator('#field-slug').fill(slug)

  await addBlock(page, 'Hero')
  await page.locator('#field-layout__0__headline').fill(`Ace your exams ${stamp}`)
  await customLink(page, 0, 'cta', '/signup', 'Start revising')
  await addBlock(page, 'Rich text')
  const editor = page.locator('#layout-row-1 [data-lexical-editor="true"]')
  await editor.click()
  await page.keyboard.type(`Revise a little every day ${stamp}.`)
  await addBlock(page, 'Call to action')
  await page.locator('#field-layout__2__heading').fill(`Ready for exam season ${stamp}?`)
  const saved = autosaved(page, 'See the plans')
  await customLink(page, 2, 'link', '/pricing', 'See the plans')
  await saved
  await published(page)

  await page.goto(`/${slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Ace your exams ${stamp}`)
  const text = page.getByText(`Revise a little every day ${stamp}.`)
  const closing = page.getByRole('heading', { level: 2, name: `Ready for exam season ${stamp}?` })
  await expect(text).toBeVisible()
  await expect(closing).toBeVisible()
  // In the order the editor put them.
  expect((await text.boundingBox())!.y).toBeLessThan((await closing.boundingBox())!.y)
  await expect(page.getByRole('link', { name: 'Start revising' })).toHaveAttribute('href', '/signup')
  await expect(page.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/pricing')
  await expect(page).toHaveTitle(`Exam season ${stamp}`)
  // Listed in the sitemap at once.
  expect(await (await page.request.get('/sitemap.xml')).text()).toContain(`/${slug}</loc>`)
})

test('an editor moves a section of the home page down in /admin and / shows the new order', async ({ page }) => {
  const home = await homePage(page.request)
  const features = home.layout.findIndex((block) => block.blockType === 'features')
  expect(home.layout[features + 1]?.blockType).toBe('howItWorks')
  await signInAsEditor(page)

  const moveDown = async (index: number) => {
    await page.goto(`/admin/collections/pages/${home.id}?locale=en`)
    await page.locator(`#layout-row-${index} .array-actions__button`).first().click()
    const saved = autosaved(page)
    // The row's menu opens at the end of the page (one menu open at a time).
    await page.getByRole('button', { name: 'Move Down', exact: true }).click()
    await saved
    await published(page)
  }
  const orderOnSite = async () => {
    await page.goto('/')
    return sectionOrder(page)
  }

  expect(await orderOnSite()).toEqual(expect.arrayContaining(['features', 'how-it-works']))
  const before = await orderOnSite()
  expect(before.indexOf('features')).toBeLessThan(before.indexOf('how-it-works'))
  await moveDown(features)
  try {
    await expect
      .poll(async () => {
        const order = await orderOnSite()
        return order.indexOf('how-it-works') < order.indexOf('features')
      })
      .toBe(true)
  } finally {
    // Back as it was: "How it works" is now where "Features" was.
    await moveDown(features)
  }
  await expect.poll(orderOnSite).toEqual(before)
})
