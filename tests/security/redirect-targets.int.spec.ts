import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { proxy } from '@/proxy'
import { loadMessages } from '@/i18n/messages'
import { findRedirect } from '@/services/content/redirects'

import { createUser } from '../helpers/factories'
import { tokenFor } from '../helpers/answers'
import { getTestPayload } from '../helpers/payload'
import { rest, restResponse } from '../helpers/rest'

/**
 * Issue 32 finding 4: an editor's redirect to `javascript:…` or `data:text/html,…` was stored and
 * sent as the `Location` header. A redirect goes to a site path or an http(s) address, nothing
 * else: anything else is a 400 with the field's reason in the editor's language, and a bad row
 * stored before this rule (or written past it) is never served.
 */
const ORIGIN = 'http://localhost:3000'
const stamp = `rt${Date.now().toString(36)}`
let payload: Payload
let editorToken: string

const visit = (path: string) => proxy(new NextRequest(new URL(path, ORIGIN)))

const UNSAFE_TARGETS = [
  'javascript:alert(document.cookie)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  '//evil.example/',
  '/\\evil.example/',
  '/\t/evil.example/',
  'https:evil.example',
  'mailto:someone@example.com',
  'evil.example/path',
  'https://',
]

const SAFE_TARGETS: [string, string][] = [
  ['/pricing', `${ORIGIN}/fr/pricing`],
  ['/blog/new-title?ref=old#top', `${ORIGIN}/fr/blog/new-title?ref=old#top`],
  ['https://partner.example/offer', 'https://partner.example/offer'],
  ['http://partner.example/', 'http://partner.example/'],
]

const redirectBody = (name: string, url: string) => ({
  from: `/${name}-${stamp}`,
  type: '302',
  to: { type: 'custom', url },
})

beforeAll(async () => {
  payload = await getTestPayload()
  editorToken = await tokenFor((await createUser(payload, { role: 'editor' })).email)
  vi.stubEnv('__NEXT_PRIVATE_ORIGIN', ORIGIN)
  vi.stubGlobal('fetch', async (input: string | URL) => {
    const url = new URL(String(input))
    if (url.origin !== ORIGIN) throw new Error(`unexpected fetch ${url}`)
    return restResponse('GET', `${url.pathname.replace(/^\/api/, '')}${url.search}`)
  })
})

afterAll(async () => {
  await payload.delete({ collection: 'redirects', where: { from: { like: stamp } }, overrideAccess: true })
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
})

describe('a redirect target', () => {
  it.each(UNSAFE_TARGETS.map((url, index) => [url, index] as const))(
    '%j is refused on create (400, the field says why) and nothing is stored',
    async (url, index) => {
      const response = await rest('POST', '/redirects', { token: editorToken, body: redirectBody(`bad${index}`, url) })
      expect(response.status, JSON.stringify(response.json)).toBe(400)
      const fieldErrors = response.json.errors[0].data.errors as { path: string; message: string }[]
      const english = (await loadMessages('en')).validation as Record<string, string>
      expect(fieldErrors).toContainEqual(
        expect.objectContaining({ path: 'to.url', message: english.redirectTargetInvalid }),
      )
      const stored = await payload.count({
        collection: 'redirects',
        where: { from: { equals: `/bad${index}-${stamp}` } },
      })
      expect(stored.totalDocs).toBe(0)
    },
  )

  it('is refused on update too, in the language of the request', async () => {
    const created = await rest('POST', '/redirects', { token: editorToken, body: redirectBody('edit', '/pricing') })
    expect(created.status, JSON.stringify(created.json)).toBe(201)
    const response = await rest('PATCH', `/redirects/${created.json.doc.id}`, {
      token: editorToken,
      body: { to: { type: 'custom', url: 'data:text/html,<b>x</b>' } },
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
    })
    expect(response.status).toBe(400)
    const german = (await loadMessages('de')).validation as Record<string, string>
    expect(response.json.errors[0].data.errors).toContainEqual(
      expect.objectContaining({ path: 'to.url', message: german.redirectTargetInvalid }),
    )
    const stored = await payload.findByID({ collection: 'redirects', id: created.json.doc.id, overrideAccess: true })
    expect(stored.to?.url).toBe('/pricing')
  })

  it.each(SAFE_TARGETS)('%s is stored and served', async (url, location) => {
    const name = `ok${SAFE_TARGETS.findIndex(([target]) => target === url)}`
    const created = await rest('POST', '/redirects', { token: editorToken, body: redirectBody(name, url) })
    expect(created.status, JSON.stringify(created.json)).toBe(201)
    const response = await visit(`/fr/${name}-${stamp}`)
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe(location)
  })

  it('a bad row already in the database is never sent as a Location', async () => {
    for (const [index, url] of UNSAFE_TARGETS.entries()) {
      // Written past the field's validation, as a row stored before the rule existed.
      await payload.db.create({
        collection: 'redirects',
        data: { from: `/stored${index}-${stamp}`, type: '302', to: { type: 'custom', url } },
      })
      const response = await visit(`/stored${index}-${stamp}`)
      expect(response.headers.get('location') ?? '', url).not.toMatch(/script:|data:|evil\.example|file:|mailto:/i)
      expect(await findRedirect({ payload, locale: 'en', from: `/stored${index}-${stamp}` }), url).toBeNull()
    }
  })
})
