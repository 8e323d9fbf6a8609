import { randomUUID } from 'node:crypto'

import type { CollectionSlug, Payload } from 'payload'

import { HELP_CATEGORY_SLUGS } from '@/config/content'
import type { User } from '@/payload-types'

import { blogCategory, createUser, sampleRichText, STRONG_PASSWORD, uniqueEmail } from './factories'
import { ownFlashcard } from './flashcards'
import { pngBytes } from './images'

const slugOf = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`

const anyCategory = async (payload: Payload) =>
  (await payload.find({ collection: 'help-categories', limit: 1, depth: 0, overrideAccess: true })).docs[0]!.id

/** Site content is drafted: the matrix's documents are published ones, which visitors may read. */
const PUBLISHED = { _status: 'published' } as const

/** Valid data to create a document of `slug` (what an allowed caller sends, so only access decides). */

export const contentData = async (payload: Payload, slug: string, user: User): Promise<Record<string, unknown>> => {
  switch (slug) {
    case 'users':
      return { name: 'New Student', email: uniqueEmail('matrix'), password: STRONG_PASSWORD }
    case 'faqs':
      return { question: 'Does it work offline?', answer: 'No.', order: 1, ...PUBLISHED }
    case 'testimonials':
      return {
        name: 'Ana',
        date: '2025-01-01T00:00:00.000Z',
        content: 'It helped.',
        platform: 'google',
        rating: 5,
        ...PUBLISHED,
      }
    case 'competitors':
      return {
        slug: slugOf('rival'),
        displayName: 'Rival',
        seoTitle: 'T',
        seoDescription: 'D',
        seoKeywords: 'k',
        ...PUBLISHED,
      }
    case 'pages':
      return {
        title: 'Exam season',
        slug: slugOf('page'),
        layout: [
          { blockType: 'callToAction', heading: 'Ready?', link: { type: 'custom', url: '/signup', label: 'Go' } },
        ],
        ...PUBLISHED,
      }
    case 'posts':
      return {
        title: 'Study tips',
        slug: slugOf('post'),
        excerpt: 'Tips.',
        category: await blogCategory(payload),
        publishedAt: '2025-01-01T00:00:00.000Z',
        author: 'Studify',
        content: sampleRichText('Tips.'),
        ...PUBLISHED,
      }
    case 'categories':
      return { title: 'Revision', slug: slugOf('category') }
    case 'help-categories':
      // The vocabulary is fixed and the seed uses all of it: a new category is always a duplicate.
      return { name: 'Support', slug: HELP_CATEGORY_SLUGS[0], order: 0 }
    case 'help-articles':
      return {
        title: 'Install',
        slug: slugOf('article'),
        category: await anyCategory(payload),
        content: sampleRichText('Steps.'),
        ...PUBLISHED,
      }
    case 'access-requests':
      return { user: (await createUser(payload)).id, status: 'pending' }
    case 'payload-locked-documents':
      // A FAQ of its own: a lock on a shared one would refuse the editors' updates below (423).
      return {
        document: { relationTo: 'faqs', value: await lockableFaq(payload) },
        user: { relationTo: 'users', value: user.id },
      }
    case 'redirects':
      return { from: `/${slugOf('moved')}`, type: '301', to: { type: 'custom', url: '/pricing' } }
    case 'search': {
      const post = (await payload.find({ collection: 'posts', limit: 1, depth: 0, overrideAccess: true })).docs[0]!
      return { title: 'Indexed', doc: { relationTo: 'posts', value: post.id } }
    }
    case 'flashcards':
      return { front: 'What is $2+2$?', back: '$4$' }
    case 'payload-preferences':
      return { key: slugOf('matrix'), value: { open: true }, user: { relationTo: 'users', value: user.id } }
    default:
      // Nobody may create these through the API: what is sent never matters.
      return {}
  }
}

const lockableFaq = async (payload: Payload) =>
  (
    await payload.create({
      collection: 'faqs',
      data: { question: 'Locked?', answer: 'Yes.', order: 0 },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
  ).id

const imageFile = async () => {
  const data = Buffer.from(await pngBytes())
  return { data, mimetype: 'image/png', name: `${slugOf('image')}.png`, size: data.byteLength }
}

/** An image upload for the media collection, as the admin's form sends it. */
export const mediaForm = async () => {
  const form = new FormData()
  form.append('file', new Blob([await pngBytes()], { type: 'image/png' }), 'matrix.png')
  form.append('_payload', JSON.stringify({ alt: 'A square' }))
  return form
}

/** Creates one document of `slug` the way an editor or the product would. */
const createDocument = async (payload: Payload, slug: string, user: User) => {
  const created = await payload.create({
    collection: slug as CollectionSlug,
    data: (slug === 'media' ? { alt: 'A square' } : await contentData(payload, slug, user)) as never,
    ...(slug === 'media' ? { file: await imageFile() } : {}),
    // A preference belongs to whoever saves it: Payload takes the owner from the request's user.
    user,
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  // A preference is named by its key in its routes.
  return slug === 'payload-preferences' ? (created as { key: string }).key : created.id
}

/** Collections whose documents callers create and delete themselves: each deletion gets its own. */
const CREATABLE = new Set([
  'users',
  'media',
  'posts',
  'categories',
  'help-articles',
  'competitors',
  'pages',
  'testimonials',
  'faqs',
  'redirects',
  'access-requests',
  'payload-locked-documents',
  'payload-preferences',
])

/**
 * A document in every collection the routes can name: the content an editor keeps, and the
 * records the `user`'s own actions left (their answers, report, card payment…), the `user`
 * itself for users.
 */
export const createFixtures = async (payload: Payload, user: User) => {
  const fixtures: Record<string, string | number> = {
    users: user.id,
    essays: (await ownEssay(payload, user)).id,
    flashcards: (await ownFlashcard(payload, user)).id,
  }
  for (const slug of CREATABLE) if (slug !== 'users') fixtures[slug] = await createDocument(payload, slug, user)
  // A category with articles (the seed's): deleting it is refused while they use it.
  const article = (await payload.find({ collection: 'help-articles', limit: 1, depth: 0, overrideAccess: true }))
    .docs[0]!
  fixtures['help-categories'] = article.category as number
  for (const collection of payload.config.collections) {
    if (fixtures[collection.slug] !== undefined || collection.slug === 'payload-migrations') continue
    const { docs } = await payload.find({ collection: collection.slug, limit: 1, depth: 0, overrideAccess: true })
    if (docs[0]) fixtures[collection.slug] = docs[0].id
  }
  return fixtures
}

/**
 * The document a delete names: a new one where callers may create (so each allowed caller deletes
 * its own), else the collection's fixture — only admins may delete those, and they run last (a
 * help category stays: the seed's articles use it).
 */
export const freshDocument = async (
  payload: Payload,
  slug: string,
  fixtures: Record<string, string | number>,
  user: User,
) => {
  if (slug === 'users') return (await createUser(payload)).id
  if (CREATABLE.has(slug)) return createDocument(payload, slug, user)
  // The `user`'s conversation has answers that need it; an empty one is what an admin clears.
  if (slug === 'answer-threads') {
    return (
      await payload.create({
        collection: 'answer-threads',
        data: { user: user.id, title: 'Empty' },
        overrideAccess: true,
      })
    ).id
  }
  // The writer's operations make essays; one of the `user`'s, for each caller to try deleting.
  if (slug === 'essays') return (await ownEssay(payload, user)).id
  if (slug === 'flashcards') return (await ownFlashcard(payload, user)).id
  return fixtures[slug] ?? 1
}

/** An essay of the `user`'s, as the writer stores a finished one. */
export const ownEssay = (payload: Payload, user: User) =>
  payload.create({
    collection: 'essays',
    data: {
      user: user.id,
      title: 'The causes of the First World War',
      topic: 'The causes of the First World War',
      length: 1,
      tone: 'analytical',
      language: 'en',
      outline: [{ heading: 'Introduction' }, { heading: 'Conclusion' }],
      content: '## Introduction\n\nAn essay.\n\n## Conclusion\n\nThe end.',
      words: 8,
      status: 'complete',
    },
    overrideAccess: true,
  })
