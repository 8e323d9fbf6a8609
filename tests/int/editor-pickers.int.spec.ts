import type { Field, Payload, RichTextField, Where } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { serverUrl } from '@/config/server'
import type { User } from '@/payload-types'

import { tokenFor } from '../helpers/answers'
import { removeStamped } from '../helpers/content-cleanup'
import { blogCategory, createUser, sampleRichText } from '../helpers/factories'
import { getTestPayload } from '../helpers/payload'
import { rest } from '../helpers/rest'

/**
 * Issue 34 items 13 and 14: what the admin's pickers and previews offer an editor. The internal-link
 * picker of a post's body lists published documents only, never the post itself; the SEO preview
 * shows the page's real address (the SEO plugin's `generateURL`), not `https://...`.
 */
let payload: Payload
let editor: User
let editorToken: string
const stamp = Date.now().toString(36)
const context = { disableRevalidate: true }

const post = async (name: string, status: 'draft' | 'published') =>
  payload.create({
    collection: 'posts',
    locale: 'en',
    draft: status === 'draft',
    data: {
      title: name,
      slug: `${name}-${stamp}`,
      excerpt: 'x',
      category: await blogCategory(payload),
      author: 'Team',
      publishedAt: '2025-01-01T00:00:00.000Z',
      content: sampleRichText('x'),
      _status: status,
    },
    overrideAccess: true,
    context,
  })

type RelationshipField = Extract<Field, { type: 'relationship' }>

/** The link drawer's "Choose a document to link to" field of a rich-text field's editor. */
const linkDocOf = (richText: RichTextField) => {
  const features = (
    richText.editor as unknown as {
      editorConfig: { resolvedFeatureMap: Map<string, { sanitizedServerFeatureProps: { fields: Field[] } }> }
    }
  ).editorConfig.resolvedFeatureMap
  const fields = features.get('link')!.sanitizedServerFeatureProps.fields
  return fields.find((field) => 'name' in field && field.name === 'doc') as RelationshipField
}

/** The button link of the call-to-action block inside a rich-text field's editor. */
const ctaLinkOf = (richText: RichTextField) => {
  const features = (
    richText.editor as unknown as {
      editorConfig: {
        resolvedFeatureMap: Map<
          string,
          { sanitizedServerFeatureProps: { blocks: { slug: string; fields: Field[] }[] } }
        >
      }
    }
  ).editorConfig.resolvedFeatureMap
  const block = features
    .get('blocks')!
    .sanitizedServerFeatureProps.blocks.find((candidate) => candidate.slug === 'cta')!
  const group = block.fields.find((field) => 'name' in field && field.name === 'link') as unknown as { fields: Field[] }
  return group.fields.find((field) => 'name' in field && field.name === 'reference') as RelationshipField
}

/** That field of a collection's body editor. */
const linkDocField = (collection: 'posts' | 'help-articles') =>
  linkDocOf(
    payload.collections[collection].config.fields.find(
      (field) => 'name' in field && field.name === 'content',
    ) as RichTextField,
  )

/**
 * The documents of `collection` (this run's, by slug) a relationship field offers while document
 * `id` of it is edited: the field's filterOptions, as Payload applies them.
 */
const offered = async (field: RelationshipField, collection: 'posts' | 'pages', id: number) => {
  const filter =
    typeof field.filterOptions === 'function'
      ? await field.filterOptions({
          id,
          relationTo: collection,
          data: {},
          siblingData: {},
          blockData: undefined,
          user: editor,
          req: { payload, user: editor } as never,
        } as never)
      : (field.filterOptions ?? true)
  if (filter === false) return []
  const { docs } = await payload.find({
    collection,
    where: { and: [filter === true ? {} : (filter as Where), { slug: { like: stamp } }] },
    locale: 'en',
    draft: true,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs.map((doc) => doc.slug)
}

/** The posts the picker lists when editing post `id`. */
const offeredPosts = (id: number) => offered(linkDocField('posts'), 'posts', id)

beforeAll(async () => {
  payload = await getTestPayload()
  editor = await createUser(payload, { role: 'editor' })
  editorToken = await tokenFor(editor.email)
}, 120_000)

afterAll(() => removeStamped(payload, stamp))

describe('the internal-link picker (issue 34 item 13)', () => {
  it('lists published documents only, never the document being edited', async () => {
    const self = await post('self', 'published')
    const other = await post('other', 'published')
    const draft = await post('draft', 'draft')
    const offeredNow = await offeredPosts(self.id)
    expect(offeredNow).toContain(other.slug)
    expect(offeredNow).not.toContain(draft.slug)
    expect(offeredNow).not.toContain(self.slug)
    // From another document, the first one is offered again.
    expect(await offeredPosts(other.id)).toContain(self.slug)
    // The button of a call to action in the post's body neither.
    const body = payload.collections.posts.config.fields.find(
      (field) => 'name' in field && field.name === 'content',
    ) as RichTextField
    const cta = await offered(ctaLinkOf(body), 'posts', self.id)
    expect(cta).toContain(other.slug)
    expect(cta).not.toContain(draft.slug)
    expect(cta).not.toContain(self.slug)
  })
})

describe('the page builder’s links (issue 34 item 13)', () => {
  const page = async (name: string, status: 'draft' | 'published') =>
    payload.create({
      collection: 'pages',
      locale: 'en',
      draft: status === 'draft',
      data: { title: name, slug: `${name}-${stamp}`, layout: [], _status: status },
      overrideAccess: true,
      context,
    })

  const pageBlock = (slug: string) => {
    const layout = payload.collections.pages.config.flattenedFields.find((field) => field.name === 'layout')
    const blocks = (layout as unknown as { blocks: { slug: string; flattenedFields: (Field & { name: string })[] }[] })
      .blocks
    return blocks.find((block) => block.slug === slug)!.flattenedFields
  }

  const buttonLink = (block: string) => {
    const group = pageBlock(block).find((field) => field.name === 'link' || field.name === 'cta') as unknown as {
      flattenedFields: Field[]
    }
    return group.flattenedFields.find((field) => 'name' in field && field.name === 'reference') as RelationshipField
  }

  const richTextLink = () =>
    linkDocOf(pageBlock('richText').find((field) => field.name === 'content') as unknown as RichTextField)

  it('button and rich-text links list published pages, never the page being edited', async () => {
    const self = await page('builder-self', 'published')
    const other = await page('builder-other', 'published')
    const draft = await page('builder-draft', 'draft')
    const richText = pageBlock('richText').find((field) => field.name === 'content') as unknown as RichTextField
    // The call-to-action block inside the rich text too (item 4 of the leftovers).
    for (const field of [buttonLink('callToAction'), buttonLink('hero'), richTextLink(), ctaLinkOf(richText)]) {
      const offeredNow = await offered(field, 'pages', self.id)
      expect(offeredNow).toContain(other.slug)
      expect(offeredNow).not.toContain(draft.slug)
      expect(offeredNow).not.toContain(self.slug)
    }
  })
})

describe('the SEO preview (issue 34 item 14)', () => {
  const generated = (body: Record<string, unknown>, token?: string) =>
    rest('POST', '/plugin-seo/generate-url', { token, body })

  it('shows the page’s real address, in the locale being edited', async () => {
    const live = await post('seo-url', 'published')
    const english = await generated(
      { id: live.id, collectionSlug: 'posts', doc: { slug: live.slug }, locale: 'en' },
      editorToken,
    )
    expect(english.status, JSON.stringify(english.json)).toBe(200)
    expect(english.json.result).toBe(`${serverUrl()}/blog/${live.slug}`)
    const french = await generated(
      { id: live.id, collectionSlug: 'posts', doc: { slug: live.slug }, locale: 'fr' },
      editorToken,
    )
    expect(french.json.result).toBe(`${serverUrl()}/fr/blog/${live.slug}`)
    const help = await generated(
      { collectionSlug: 'help-articles', doc: { slug: 'getting-started' }, locale: 'de' },
      editorToken,
    )
    expect(help.json.result).toBe(`${serverUrl()}/de/help/getting-started`)
    const home = await generated({ collectionSlug: 'pages', doc: { slug: 'home' }, locale: 'ar' }, editorToken)
    expect(home.json.result).toBe(`${serverUrl()}/ar`)
  })

  it('is offered to signed-in staff only', async () => {
    expect((await generated({ collectionSlug: 'posts', doc: { slug: 'x' }, locale: 'en' })).status).toBe(401)
  })
})
