import type { APIRequestContext } from '@playwright/test'

import { expect } from './test'

type Block = { blockType: string; id?: string } & Record<string, unknown>
type HomePage = { id: number; layout: Block[] }

/** The published home page (the `pages` document `home`) in `locale`, as a visitor reads it. */
export const homePage = async (api: APIRequestContext, locale = 'en'): Promise<HomePage> => {
  const response = await api.get(`/api/pages?where[slug][equals]=home&locale=${locale}&depth=0`)
  expect(response.ok(), await response.text()).toBe(true)
  return ((await response.json()) as { docs: HomePage[] }).docs[0]!
}

export const heroOf = (page: HomePage) => page.layout.find((block) => block.blockType === 'hero')!

/** Changes fields of the home page's hero in `locale` and publishes that locale (an editor's API call). */
export const updateHomeHero = async (
  api: APIRequestContext,
  headers: Record<string, string>,
  locale: string,
  fields: Record<string, unknown>,
) => {
  const home = await homePage(api, locale)
  const layout = home.layout.map((block) => (block.blockType === 'hero' ? { ...block, ...fields } : block))
  const response = await api.patch(`/api/pages/${home.id}?locale=${locale}`, {
    headers,
    data: { layout, _status: 'published' },
  })
  expect(response.status(), await response.text()).toBe(200)
}
