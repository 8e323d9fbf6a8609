import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { tokenFor } from '../helpers/answers'
import { createUser } from '../helpers/factories'
import { getTestPayload } from '../helpers/payload'
import { rest } from '../helpers/rest'

/**
 * Issue 32: a filter or a sort is an oracle. A visitor who may not read a locale's unpublished text
 * must not learn it by asking which documents match it either: `locale=all` with
 * `where[question][like]=…` (any locale's value), or an explicit locale (`where[question.en]`).
 * A filter on a localized field only ever matches the locales the reader may read (published ones;
 * a translator's own drafts too); a sort on one under `locale=all` or in another locale is refused.
 * The documents: FAQs created as an English draft never published, then published in German.
 */
let payload: Payload
const stamp = `lf${Date.now().toString(36)}`
const secret = `${stamp}-secret`
const german = `${stamp}-Deutsch`
const tokens: Record<string, string | undefined> = { visitor: undefined }
const system = { overrideAccess: true, context: { disableRevalidate: true } } as const
let faq: number | string
let editorToken: string

beforeAll(async () => {
  payload = await getTestPayload()
  const created = await payload.create({
    collection: 'faqs',
    locale: 'en',
    draft: true,
    data: { question: `Never published ${secret}`, answer: 'No.', order: 1 } as never,
    ...system,
  })
  faq = created.id
  await payload.update({
    collection: 'faqs',
    id: faq,
    locale: 'de',
    data: { question: `Nur ${german}`, answer: 'Nein.', _status: 'published' } as never,
    ...system,
  })
  tokens.student = await tokenFor((await createUser(payload)).email)
  tokens.translator = await tokenFor((await createUser(payload, { role: 'contributor', allowedLocales: ['fr'] })).email)
  editorToken = await tokenFor((await createUser(payload, { role: 'editor' })).email)
}, 300_000)

afterAll(async () => {
  if (faq) await payload.delete({ collection: 'faqs', id: faq, ...system })
})

const ids = async (query: string, token?: string) => {
  const response = await rest('GET', `/faqs?${query}&depth=0&limit=100`, { token })
  return { status: response.status, ids: ((response.json?.docs ?? []) as { id: unknown }[]).map(({ id }) => id) }
}

const PROBES = {
  'locale=all, where on the field': `locale=all&where[question][like]=${secret}`,
  'locale=all, where on the field in English': `locale=all&where[question.en][like]=${secret}`,
  'locale=de, where on the field in English': `locale=de&where[question.en][like]=${secret}`,
  'locale=all, inside an or': `locale=all&where[or][0][question][like]=${secret}`,
  'locale=all&draft=true': `locale=all&draft=true&where[question][like]=${secret}`,
  'draft=true, where on the field in English': `locale=de&draft=true&where[question.en][like]=${secret}`,
}

describe.each(['visitor', 'student', 'translator'])('%s', (role) => {
  it.each(Object.entries(PROBES))('%s matches nothing unpublished', async (_name, query) => {
    const { status, ids: found } = await ids(query, tokens[role])
    expect(status, query).toBeLessThan(500)
    expect(found, query).not.toContain(faq)
  })

  it('the published German text still matches (locale=all and locale=de)', async () => {
    for (const query of [
      `locale=all&where[question][like]=${german}`,
      `locale=de&where[question][like]=${german}`,
      `locale=all&where[question.de][like]=${german}`,
    ]) {
      expect((await ids(query, tokens[role])).ids, query).toContain(faq)
    }
  })

  it('a sort on a localized field under locale=all or in another locale is refused', async () => {
    for (const query of ['locale=all&sort=question', 'locale=all&sort=-question', 'locale=de&sort=question.en']) {
      expect((await ids(query, tokens[role])).status, query).toBe(400)
    }
    expect((await ids('locale=de&sort=question', tokens[role])).status).toBe(200)
    expect((await ids('locale=all&sort=-createdAt', tokens[role])).status).toBe(200)
  })
})

describe("a French translator's version list", () => {
  const versions = async (query: string, token?: string) => {
    const response = await rest('GET', `/faqs/versions?${query}&depth=0&limit=100`, { token })
    expect(response.status, query).toBe(200)
    return ((response.json?.docs ?? []) as { parent: unknown }[]).map(({ parent }) => parent)
  }

  it('a filter naming English matches no unpublished English version', async () => {
    const query = `locale=fr&where[version.question.en][like]=${secret}`
    expect(await versions(query, tokens.translator)).not.toContain(faq)
    expect(await versions(query, editorToken)).toContain(faq)
  })
})

describe('an editor with every locale (control)', () => {
  it('finds the English draft with the same filters', async () => {
    expect((await ids(PROBES['locale=all, where on the field'], editorToken)).ids).toContain(faq)
    expect((await ids('locale=all&sort=question', editorToken)).status).toBe(200)
  })
})
