import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { seedContent } from '../../scripts/seed/content'
import { tokenFor } from '../helpers/answers'
import { createUser } from '../helpers/factories'
import { getTestPayload } from '../helpers/payload'
import { rest } from '../helpers/rest'

/**
 * Issue 32, the globals' fallback: a single-locale read of a global fills an empty field from the
 * fallback locale (English). That text must be what the reader may see in English: a French-only
 * translator listing a global's versions with `locale=fr` never gets an English draft through the
 * fallback, and nobody but the content roles with English gets an English text that was unpublished.
 * The pricing global's `subheading` (localized, optional) carries the text; French is left empty.
 */
let payload: Payload
let translator: string
let editor: string
const stamp = `gfb${Date.now().toString(36)}`
const system = { overrideAccess: true, context: { disableRevalidate: true } } as const

/** The pricing global as published before this file, put back afterwards. */
let before: Record<string, Record<string, unknown>> = {}

const publishedCopy = async (locale: 'en' | 'fr') => {
  const {
    id: _id,
    globalType: _type,
    createdAt: _created,
    updatedAt: _updated,
    ...published
  } = (await payload.findGlobal({
    slug: 'pricing',
    locale,
    depth: 0,
    fallbackLocale: false,
    ...system,
  })) as unknown as Record<string, unknown>
  return published
}

const publish = (locale: 'en' | 'fr', data: Record<string, unknown>) =>
  payload.updateGlobal({ slug: 'pricing', locale, data: { ...data, _status: 'published' } as never, ...system })

beforeAll(async () => {
  payload = await getTestPayload()
  await seedContent({ payload })
  before = { en: await publishedCopy('en'), fr: await publishedCopy('fr') }
  translator = await tokenFor((await createUser(payload, { role: 'contributor', allowedLocales: ['fr'] })).email)
  editor = await tokenFor((await createUser(payload, { role: 'editor' })).email)
}, 300_000)

afterAll(async () => {
  if (!before.en) return
  await publish('en', before.en)
  await publish('fr', before.fr!)
}, 120_000)

const text = async (path: string, token?: string) => {
  const response = await rest('GET', path, { token })
  expect(response.status, path).toBeLessThan(500)
  return JSON.stringify(response.json) ?? ''
}

describe("a French translator's reads of a global whose French field is empty", () => {
  const draft = `${stamp}-en-draft`
  const published = `${stamp}-en-published`

  beforeAll(async () => {
    // English published with a subheading, French published without one; then an English draft on top.
    await publish('en', { ...before.en, subheading: published })
    await publish('fr', { ...before.fr, subheading: null })
    await payload.updateGlobal({ slug: 'pricing', locale: 'en', draft: true, data: { subheading: draft }, ...system })
  }, 120_000)

  it('the version list with locale=fr falls back to published English only', async () => {
    const list = await text('/globals/pricing/versions?locale=fr&limit=50&sort=-updatedAt', translator)
    expect(list).not.toContain(draft)
    expect(list).toContain(published)
  })

  it('one version by id with locale=fr', async () => {
    const { docs } = await payload.findGlobalVersions({ slug: 'pricing', limit: 1, sort: '-updatedAt', ...system })
    const version = await text(`/globals/pricing/versions/${docs[0]!.id}?locale=fr`, translator)
    expect(version).toContain('"version"')
    expect(version).not.toContain(draft)
  })

  it('the global with draft=true&locale=fr', async () => {
    // The latest draft's English is a draft: nothing English to fall back to in it.
    expect(await text('/globals/pricing?locale=fr&draft=true&depth=0', translator)).not.toContain(draft)
  })

  it('an editor with every locale still gets the English draft as fallback (control)', async () => {
    expect(await text('/globals/pricing/versions?locale=fr&limit=50&sort=-updatedAt', editor)).toContain(draft)
  })
})

describe('a global read in one locale whose fallback locale was unpublished', () => {
  const gone = `${stamp}-en-unpublished`

  beforeAll(async () => {
    await publish('en', { ...before.en, subheading: gone })
    await publish('fr', { ...before.fr, subheading: null })
    await payload.updateGlobal({ slug: 'pricing', locale: 'en', data: { _status: 'draft' }, ...system })
  }, 120_000)

  it.each([
    ['a visitor', undefined],
    ['a French translator', 'translator'],
  ] as const)('%s never gets the unpublished English text', async (_who, role) => {
    const token = role ? translator : undefined
    for (const query of ['locale=fr', 'locale=fr&draft=true', 'locale=fr&fallback-locale=en', 'locale=all']) {
      expect(await text(`/globals/pricing?${query}&depth=0`, token), query).not.toContain(gone)
    }
  })
})
