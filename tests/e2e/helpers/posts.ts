import { type APIRequestContext, expect } from '@playwright/test'

import { sampleRichText } from '../../helpers/factories'

export type PublishedPost = { id: number; slug: string; title: string }

/** A blog post published in English by the caller (`headers`: an editor's or admin's), in the first category. */
export const createPublishedPost = async (
  api: APIRequestContext,
  headers: Record<string, string>,
  { title, slug }: { title: string; slug: string },
): Promise<PublishedPost> => {
  const category = (await (await api.get('/api/categories?limit=1&depth=0')).json()).docs[0].id
  const created = await api.post('/api/posts?locale=en', {
    headers,
    data: {
      title,
      slug,
      excerpt: 'An excerpt.',
      category,
      publishedAt: '2025-01-01T00:00:00.000Z',
      author: 'Studify',
      content: sampleRichText('Body.'),
      _status: 'published',
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  return (await created.json()).doc as PublishedPost
}
