import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import type { isPublishedSlug as IsPublishedSlug } from '@/lib/http/slug-directory'

// This server's REST API as the proxy sees it: slug lists per collection, and a count of listings.
const published: { posts: string[]; 'help-articles': string[]; competitors: string[]; pages: string[] } = {
  posts: [],
  'help-articles': [],
  competitors: [],
  pages: [],
}
let listings = 0
let server: Server

beforeAll(async () => {
  server = createServer((request, response) => {
    const collection = new URL(request.url!, 'http://x').pathname.split('/')[2]!
    listings += 1
    response.setHeader('content-type', 'application/json')
    const slugs = published[collection as keyof typeof published] ?? []
    response.end(JSON.stringify({ docs: slugs.map((slug) => ({ slug })) }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  process.env.__NEXT_PRIVATE_ORIGIN = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => {
  server.close()
  delete process.env.__NEXT_PRIVATE_ORIGIN
})

let isPublishedSlug: typeof IsPublishedSlug
beforeEach(async () => {
  vi.resetModules()
  ;({ isPublishedSlug } = await import('@/lib/http/slug-directory'))
  published.posts = ['first-post']
  published.competitors = ['chegg']
  published.pages = ['home', 'exam-season']
  listings = 0
})

describe('the slug directory of the proxy', () => {
  it('answers known slugs from memory after one listing', async () => {
    expect(await isPublishedSlug('blog', 'first-post')).toBe(true)
    const afterFirst = listings
    expect(await isPublishedSlug('alternative', 'chegg')).toBe(true)
    expect(await isPublishedSlug('blog', 'first-post')).toBe(true)
    expect(listings).toBe(afterFirst)
  })

  it('finds a page published after its slug was asked for, at once', async () => {
    expect(await isPublishedSlug('blog', 'later-post')).toBe(false)
    published.posts!.push('later-post')
    expect(await isPublishedSlug('blog', 'later-post')).toBe(true)
    // Slugs belong to their section.
    expect(await isPublishedSlug('help', 'later-post')).toBe(false)
  })

  it('knows the marketing pages, the home page aside (it is `/`, not /home)', async () => {
    expect(await isPublishedSlug('page', 'exam-season')).toBe(true)
    expect(await isPublishedSlug('page', 'home')).toBe(false)
    expect(await isPublishedSlug('blog', 'exam-season')).toBe(false)
  })

  it('shares listings between concurrent unknown slugs', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) => isPublishedSlug('blog', `random-${index}`)),
    )
    expect(answers.every((answer) => answer === false)).toBe(true)
    // One listing under way and one queued behind it, four collections each (the sections and the
    // marketing pages): never one per visitor.
    expect(listings).toBeLessThanOrEqual(8)
  })

  it('cannot tell (null) when the API does not answer', async () => {
    process.env.__NEXT_PRIVATE_ORIGIN = 'http://127.0.0.1:9'
    expect(await isPublishedSlug('blog', 'first-post')).toBeNull()
    process.env.__NEXT_PRIVATE_ORIGIN = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
})
