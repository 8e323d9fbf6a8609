import type { CollectionSlug, GlobalSlug, Payload } from 'payload'

import type { User } from '@/payload-types'

import { contentData } from './access-fixtures'

/**
 * Drafted content in the states that leaked (issue 32 finding 1), every piece of unpublished
 * text carrying a marker no published text has: `<stamp>-en` for English drafts, `<stamp>-fr`
 * for French ones. Per collection with drafts, two documents:
 * - `live`: English and German published, then a pending English draft and a French draft;
 * - `germanOnly`: created as an English draft that was never published, then German published.
 * Per global with drafts: the published copy kept, a pending English and French draft on top.
 */
export type DraftWorld = {
  marker: { en: string; fr: string }
  docs: Record<string, { live: number | string; germanOnly: number | string }>
  /** A published page whose call to action links the `live` post (depth populates it). */
  linkingPage: number | string
}

/** The localized text field that carries each collection's marker. */
export const MARKED_FIELD: Record<string, string> = {
  posts: 'title',
  pages: 'title',
  'help-articles': 'title',
  competitors: 'comparison',
  faqs: 'question',
  testimonials: 'content',
}

/** The localized text that carries each global's marker, as data (a path into its groups). */
const GLOBAL_TEXT: Record<string, (text: string) => Record<string, unknown>> = {
  pricing: (text) => ({ heading: text }),
  legal: (text) => ({ terms: { title: text } }),
  'seo-routes': (text) => ({ pricing: { title: text } }),
}

export const DRAFTED_COLLECTIONS = Object.keys(MARKED_FIELD)
export const DRAFTED_GLOBALS = Object.keys(GLOBAL_TEXT)

const quiet = { overrideAccess: true, context: { disableRevalidate: true } } as const

const liveDocument = async (payload: Payload, slug: string, admin: User, marker: DraftWorld['marker']) => {
  const field = MARKED_FIELD[slug]!
  const collection = slug as CollectionSlug
  const created = await payload.create({
    collection,
    data: { ...(await contentData(payload, slug, admin)), [field]: 'Published English' } as never,
    locale: 'en',
    ...quiet,
  })
  await payload.update({
    collection,
    id: created.id,
    locale: 'de',
    data: { [field]: 'Veröffentlicht', _status: 'published' } as never,
    ...quiet,
  })
  for (const locale of ['en', 'fr'] as const) {
    await payload.update({
      collection,
      id: created.id,
      locale,
      draft: true,
      data: { [field]: `Draft ${marker[locale]}` } as never,
      ...quiet,
    })
  }
  return created.id
}

const germanOnlyDocument = async (payload: Payload, slug: string, admin: User, marker: DraftWorld['marker']) => {
  const field = MARKED_FIELD[slug]!
  const collection = slug as CollectionSlug
  const { _status: _published, ...data } = await contentData(payload, slug, admin)
  const created = await payload.create({
    collection,
    data: { ...data, [field]: `Never published ${marker.en}` } as never,
    locale: 'en',
    draft: true,
    ...quiet,
  })
  await payload.update({
    collection,
    id: created.id,
    locale: 'de',
    data: { [field]: 'Nur Deutsch', _status: 'published' } as never,
    ...quiet,
  })
  return created.id
}

export const buildDraftWorld = async (payload: Payload, admin: User, stamp: string): Promise<DraftWorld> => {
  const marker = { en: `${stamp}-en`, fr: `${stamp}-fr` }
  const docs: DraftWorld['docs'] = {}
  for (const slug of DRAFTED_COLLECTIONS) {
    docs[slug] = {
      live: await liveDocument(payload, slug, admin, marker),
      germanOnly: await germanOnlyDocument(payload, slug, admin, marker),
    }
  }
  for (const slug of DRAFTED_GLOBALS) {
    for (const locale of ['en', 'fr'] as const) {
      await payload.updateGlobal({
        slug: slug as GlobalSlug,
        locale,
        draft: true,
        data: GLOBAL_TEXT[slug]!(`Draft ${marker[locale]}`) as never,
        ...quiet,
      })
    }
  }
  const page = await payload.create({
    collection: 'pages',
    data: {
      ...(await contentData(payload, 'pages', admin)),
      layout: [
        {
          blockType: 'callToAction',
          heading: 'Read on',
          link: { type: 'reference', reference: { relationTo: 'posts', value: docs.posts!.live }, label: 'Go' },
        },
      ],
    } as never,
    ...quiet,
  })
  return { marker, docs, linkingPage: page.id }
}

/**
 * Publishes each global's current published text again in English and French, so no draft of
 * this world stays pending for the files that run after it.
 */
export const settleGlobals = async (payload: Payload) => {
  for (const slug of DRAFTED_GLOBALS) {
    for (const locale of ['en', 'fr'] as const) {
      const {
        id: _id,
        globalType: _type,
        createdAt: _created,
        updatedAt: _updated,
        ...published
      } = (await payload.findGlobal({
        slug: slug as GlobalSlug,
        locale,
        depth: 0,
        fallbackLocale: false,
        ...quiet,
      })) as unknown as Record<string, unknown>
      await payload.updateGlobal({
        slug: slug as GlobalSlug,
        locale,
        data: { ...published, _status: 'published' } as never,
        ...quiet,
      })
    }
  }
}

/** The world's documents of `slug`, for the collections' cleanup (their slugs carry no stamp). */
export const removeDraftWorld = async (payload: Payload, world: DraftWorld) => {
  for (const [slug, { live, germanOnly }] of Object.entries(world.docs)) {
    await payload.delete({
      collection: slug as CollectionSlug,
      where: { id: { in: [live, germanOnly] } },
      trash: true,
      ...quiet,
    })
  }
  await payload.delete({ collection: 'pages', id: world.linkingPage, ...quiet })
}
