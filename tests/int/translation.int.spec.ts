import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type { Post, User } from '@/payload-types'
import { translationStatus, type TranslationStatusRow } from '@/services/content/translation-status'
import { extractLexicalText } from '@/lib/translation/lexical-text'

import { startModel, tokenFor } from '../helpers/answers'
import { removeStamped } from '../helpers/content-cleanup'
import { blogCategory, createUser, sampleRichText } from '../helpers/factories'
import { getTestPayload } from '../helpers/payload'
import { rest } from '../helpers/rest'
import { defaultReply, type FakeModel } from '../fakes/openai/server'

// Outside a Next.js server there is no page cache to drop.

let payload: Payload
let editor: User
let editorToken: string
let categoryId: number
let model: FakeModel

const stamp = `tr${Date.now().toString(36)}`
const slugOf = (name: string) => `${name}-${stamp}-${Math.random().toString(36).slice(2, 8)}`
const asEditor = () => ({ overrideAccess: false, user: editor, context: { disableRevalidate: true } })

/** A body with a link to another post and a maths block: what a translation must keep. */
const bodyWithLink = (linked: number) => {
  const body = sampleRichText('Read the guide first.')
  const paragraph = body.root.children[0] as { children: unknown[] }
  paragraph.children.push({
    type: 'link',
    version: 3,
    direction: 'ltr',
    format: '',
    indent: 0,
    fields: { linkType: 'internal', doc: { relationTo: 'posts', value: linked }, newTab: false },
    children: [{ type: 'text', text: 'the other post', detail: 0, format: 0, mode: 'normal', style: '', version: 1 }],
  })
  ;(body.root.children as unknown[]).push({
    type: 'block',
    version: 2,
    format: '',
    fields: { id: 'mathblock000000000000001', blockName: '', blockType: 'math', latex: 'x^2 + 1' },
  })
  return body
}

/** A post published in English only (as the admin's Publish of one locale does). */
const englishPost = async (title = 'English title'): Promise<Post> => {
  const slug = slugOf('post')
  const data = {
    title,
    slug,
    excerpt: 'An English excerpt.',
    category: categoryId,
    publishedAt: '2025-01-01T00:00:00.000Z',
    author: 'Studify',
    content: sampleRichText('English body.'),
  }
  const draft = await payload.create({ collection: 'posts', data, draft: true, ...asEditor() })
  return publishLocale(draft.id, 'en', {})
}

/** What the admin does in one locale: the edit is autosaved as a draft, then that locale is published. */
const publishLocale = async (id: number, locale: 'en' | 'fr', data: Partial<Post>) => {
  await payload.update({
    collection: 'posts',
    id,
    locale,
    data: { ...data, _status: 'draft' },
    draft: true,
    ...asEditor(),
  })
  return payload.update({
    collection: 'posts',
    id,
    locale,
    data: { _status: 'published' },
    publishSpecificLocale: locale,
    ...asEditor(),
  })
}

const saveDraft = (id: number, locale: 'en' | 'fr', data: Partial<Post>) =>
  payload.update({ collection: 'posts', id, locale, data: { ...data, _status: 'draft' }, draft: true, ...asEditor() })

const rowOf = async (id: number, locale: 'en' | 'fr'): Promise<TranslationStatusRow> => {
  const page = await translationStatus({
    payload,
    user: editor,
    query: { collection: 'posts', locale, page: 1, limit: 200 },
  })
  const row = page.rows.find((candidate) => candidate.id === String(id))
  if (!row) throw new Error(`no ${locale} row for post ${id}`)
  return row
}

const draftFromEnglish = (body: unknown, token = editorToken) =>
  rest('POST', '/translation-status/draft', { body, token })

const frenchDraftOf = (id: number) =>
  payload.findByID({
    collection: 'posts',
    id,
    locale: 'fr',
    fallbackLocale: false,
    draft: true,
    depth: 0,
    ...asEditor(),
  })

beforeAll(async () => {
  payload = await getTestPayload()
  categoryId = await blogCategory(payload)
  editor = await createUser(payload, { role: 'editor' })
  editorToken = await tokenFor(editor.email)
  model = await startModel()
}, 120_000)

afterAll(async () => {
  await model.stop()
  await removeStamped(payload, stamp)
})

beforeEach(() => model.setReply(defaultReply))

describe('translation status of a document × locale', () => {
  const cases: {
    name: string
    steps: (id: number) => Promise<unknown>
    expected: { en: TranslationStatusRow['status']; fr: TranslationStatusRow['status'] }
  }[] = [
    {
      name: 'English published, no French text',
      steps: async () => undefined,
      expected: { en: 'published', fr: 'missing' },
    },
    {
      name: 'a French draft never published',
      steps: (id) => saveDraft(id, 'fr', { title: 'Titre brouillon' }),
      expected: { en: 'published', fr: 'draft' },
    },
    {
      name: 'French published after English',
      steps: (id) => publishLocale(id, 'fr', { title: 'Titre publié' }),
      expected: { en: 'published', fr: 'published' },
    },
    {
      name: 'English published again after French',
      steps: async (id) => {
        await publishLocale(id, 'fr', { title: 'Titre publié' })
        await publishLocale(id, 'en', { title: 'English title, revised' })
      },
      expected: { en: 'published', fr: 'outdated' },
    },
    {
      name: 'French published again after the English revision',
      steps: async (id) => {
        await publishLocale(id, 'fr', { title: 'Titre publié' })
        await publishLocale(id, 'en', { title: 'English title, revised' })
        await publishLocale(id, 'fr', { title: 'Titre révisé' })
      },
      expected: { en: 'published', fr: 'published' },
    },
    {
      name: 'a draft of French on top of a published French stays published (not outdated)',
      steps: async (id) => {
        await publishLocale(id, 'fr', { title: 'Titre publié' })
        await saveDraft(id, 'fr', { title: 'Titre en cours' })
      },
      expected: { en: 'published', fr: 'published' },
    },
    {
      name: 'every locale published at once with English text only: French has no text of its own',
      steps: (id) =>
        payload.update({
          collection: 'posts',
          id,
          data: { _status: 'published' },
          publishAllLocales: true,
          ...asEditor(),
        }),
      expected: { en: 'published', fr: 'missing' },
    },
    {
      name: 'French unpublished: its text is a draft again',
      steps: async (id) => {
        await publishLocale(id, 'fr', { title: 'Titre publié' })
        await payload.update({ collection: 'posts', id, locale: 'fr', data: { _status: 'draft' }, ...asEditor() })
      },
      expected: { en: 'published', fr: 'draft' },
    },
  ]

  it.each(cases)('$name → en $expected.en, fr $expected.fr', async ({ steps, expected }) => {
    const post = await englishPost()
    await steps(post.id)
    expect((await rowOf(post.id, 'en')).status).toBe(expected.en)
    expect((await rowOf(post.id, 'fr')).status).toBe(expected.fr)
  })

  it('answers editors over REST with filters and pages, linking each row to the editor in its locale', async () => {
    const post = await englishPost()
    const { status, json } = await rest(
      'GET',
      '/translation-status?collection=posts&locale=fr&status=missing&limit=5',
      {
        token: editorToken,
      },
    )
    expect(status).toBe(200)
    expect(json.limit).toBe(5)
    expect(json.rows.length).toBeLessThanOrEqual(5)
    expect(json.rows.every((row: TranslationStatusRow) => row.locale === 'fr' && row.status === 'missing')).toBe(true)
    expect(json.modelConfigured).toBe(true)
    const all = await translationStatus({
      payload,
      user: editor,
      query: { collection: 'posts', locale: 'fr', status: 'missing', page: 1, limit: 200 },
    })
    expect(all.rows.find((row) => row.id === String(post.id))).toMatchObject({
      editUrl: `/admin/collections/posts/${post.id}?locale=fr`,
      draftable: true,
      machineDrafted: false,
    })
    const bad = await rest('GET', '/translation-status?status=finished', { token: editorToken })
    expect(bad.status).toBe(400)
  })
})

describe('the translator’s board (issue 34 item 6)', () => {
  it('lists a document never published in any language, with her language’s draft, and no English draft text', async () => {
    const translator = await createUser(payload, { role: 'editor', allowedLocales: ['de'] })
    const draft = await payload.create({
      collection: 'posts',
      locale: 'en',
      draft: true,
      data: {
        title: `Unpublished English ${stamp}`,
        slug: slugOf('never'),
        excerpt: 'x',
        category: categoryId,
        author: 'Studify',
        content: sampleRichText('x'),
      },
      ...asEditor(),
    })
    await payload.update({
      collection: 'posts',
      id: draft.id,
      locale: 'de',
      draft: true,
      data: { title: `Deutscher Entwurf ${stamp}` },
      ...asEditor(),
    })
    const page = await translationStatus({
      payload,
      user: translator,
      query: { collection: 'posts', page: 1, limit: 1000 },
    })
    const rows = page.rows.filter((row) => row.id === String(draft.id))
    expect(rows.map((row) => [row.locale, row.status])).toEqual([['de', 'draft']])
    expect(rows[0]!.title).not.toContain('Unpublished English')
  })
})

describe('Draft from English', () => {
  it('saves a French draft translated by the model, keeping structure, links, maths and slug; visitors do not see it', async () => {
    const linked = await englishPost('Linked post')
    const post = await englishPost()
    await publishLocale(post.id, 'en', { content: bodyWithLink(linked.id) as Post['content'] })

    const response = await draftFromEnglish({ collection: 'posts', id: post.id, locale: 'fr' })
    expect(response.status).toBe(200)
    expect(response.json.draft.editUrl).toBe(`/admin/collections/posts/${post.id}?locale=fr`)

    const draft = await frenchDraftOf(post.id)
    expect(draft.title).toBe('[fr] English title')
    expect(draft.excerpt).toBe('[fr] An English excerpt.')
    expect(draft.slug).toBe(post.slug)
    expect(draft.machineDrafted).toBe(true)
    expect(draft._status).toBe('draft')
    expect(extractLexicalText(draft.content!)).toEqual(['[fr] Read the guide first.', '[fr] the other post'])
    const children = (draft.content!.root.children[0] as unknown as { children: { fields?: unknown }[] }).children
    expect(children[1]!.fields).toEqual({
      linkType: 'internal',
      doc: { relationTo: 'posts', value: linked.id },
      newTab: false,
    })
    expect(draft.content!.root.children[1]).toMatchObject({ type: 'block', fields: { latex: 'x^2 + 1' } })
    // English is untouched.
    const english = await payload.findByID({
      collection: 'posts',
      id: post.id,
      locale: 'en',
      draft: true,
      ...asEditor(),
    })
    expect(english.title).toBe('English title')

    // A visitor reading French gets no machine text: the French locale is not published.
    const visitor = await rest('GET', `/posts/${post.id}?locale=fr&fallback-locale=none`)
    expect(JSON.stringify(visitor.json)).not.toContain('[fr]')
    const visitorDraft = await rest('GET', `/posts/${post.id}?locale=fr&draft=true`)
    expect(JSON.stringify(visitorDraft.json)).not.toContain('[fr]')
    expect((await rowOf(post.id, 'fr')).status).toBe('draft')
    expect((await rowOf(post.id, 'fr')).machineDrafted).toBe(true)
    // The model was asked in French, for the texts of the English published version.
    const request = model.requests.at(-1)!
    expect(String(request.messages[0]!.content)).toContain('language code "fr"')

    // A person edits and publishes French: the mark clears.
    await publishLocale(post.id, 'fr', { title: 'Titre relu' })
    const published = await payload.findByID({ collection: 'posts', id: post.id, locale: 'fr', ...asEditor() })
    expect(published.machineDrafted).toBe(false)
    expect(await rowOf(post.id, 'fr')).toMatchObject({ status: 'published', machineDrafted: false })
  })

  it('without a model configured it is refused with the reason, and nothing is saved', async () => {
    const post = await englishPost()
    const saved = process.env.AI_BASE_URL
    delete process.env.AI_BASE_URL
    try {
      const response = await draftFromEnglish({ collection: 'posts', id: post.id, locale: 'fr' })
      expect(response.status).toBe(503)
      expect(response.json.message).toMatch(/no translation model is configured/)
      const page = await rest('GET', '/translation-status?collection=posts&locale=fr&limit=1', { token: editorToken })
      expect(page.json.modelConfigured).toBe(false)
      // In the reader's language.
      const french = await rest('POST', '/translation-status/draft', {
        body: { collection: 'posts', id: post.id, locale: 'de' },
        token: editorToken,
        headers: { 'x-locale': 'fr' },
      })
      expect(french.json.message).not.toBe(response.json.message)
    } finally {
      process.env.AI_BASE_URL = saved
    }
    expect((await frenchDraftOf(post.id)).title ?? null).toBeNull()
    expect((await rowOf(post.id, 'fr')).status).toBe('missing')
  })

  it('when the model fails or answers unusably, nothing is saved and the editor is told', async () => {
    const post = await englishPost()
    const versionsBefore = (await payload.findVersions({ collection: 'posts', where: { parent: { equals: post.id } } }))
      .totalDocs
    model.failWith(500, 2)
    const down = await draftFromEnglish({ collection: 'posts', id: post.id, locale: 'fr' })
    expect(down.status).toBe(503)
    expect(down.json.message).toMatch(/could not translate/)

    model.setReply(() => JSON.stringify({ translations: ['only one'] }))
    const short = await draftFromEnglish({ collection: 'posts', id: post.id, locale: 'fr' })
    expect(short.status).toBe(503)

    expect((await frenchDraftOf(post.id)).title ?? null).toBeNull()
    const versionsAfter = (await payload.findVersions({ collection: 'posts', where: { parent: { equals: post.id } } }))
      .totalDocs
    expect(versionsAfter).toBe(versionsBefore)
  })

  it('refuses English as the target, an unpublished English source, and anyone but editors and admins', async () => {
    const post = await englishPost()
    expect((await draftFromEnglish({ collection: 'posts', id: post.id, locale: 'en' })).status).toBe(400)
    expect((await draftFromEnglish({ collection: 'categories', id: categoryId, locale: 'fr' })).status).toBe(400)

    const unpublished = await payload.create({
      collection: 'posts',
      data: { ...post, id: undefined, slug: slugOf('unpublished'), _status: 'draft' } as never,
      draft: true,
      ...asEditor(),
    })
    const refused = await draftFromEnglish({ collection: 'posts', id: unpublished.id, locale: 'fr' })
    expect(refused.status).toBe(409)
    expect(refused.json.message).toMatch(/Publish the English version first/)

    const student = await createUser(payload)
    const studentToken = await tokenFor(student.email)
    expect((await draftFromEnglish({ collection: 'posts', id: post.id, locale: 'fr' }, studentToken)).status).toBe(403)
    expect((await rest('GET', '/translation-status', { token: studentToken })).status).toBe(403)
  })

  it('is offered to a translator for the languages she writes only; a refusal names them (issue 34 item 6)', async () => {
    const post = await englishPost()
    const translator = await createUser(payload, { role: 'editor', allowedLocales: ['en', 'de'] })
    const token = await tokenFor(translator.email)
    const rows = await rest('GET', `/translation-status?collection=posts&limit=200`, { token })
    expect(rows.status, JSON.stringify(rows.json)).toBe(200)
    const ofPost = (rows.json.rows as TranslationStatusRow[]).filter((row) => row.id === String(post.id))
    const draftable = ofPost.filter((row) => row.draftable).map((row) => row.locale)
    expect(draftable).toEqual(['de'])
    const refused = await draftFromEnglish({ collection: 'posts', id: post.id, locale: 'fr' }, token)
    expect(refused.status).toBe(403)
    expect(refused.json.message).toBe(
      'You may not write translations in this language. You write translations in: Deutsch.',
    )
  })
})
