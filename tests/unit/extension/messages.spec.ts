import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { handleExternalMessage, handleInternalMessage } from '../../../extension/src/background/auth'
import { ASK_MENU_ID, handleContextMenuClick } from '../../../extension/src/background/context-menu'
import { apiUrl, SITE_ORIGIN } from '../../../extension/src/config/site'
import {
  authTokenMessageSchema,
  authTokenResponseSchema,
  externalMessageSchema,
  internalMessageSchema,
  MESSAGE_TYPES,
  messageSchema,
} from '../../../extension/src/messages'
import { getAuth, pendingQuestionSchema, storedAuthSchema } from '../../../extension/src/storage'
import { installFakeChrome } from './fake-chrome'

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MX0.c2lnbmF0dXJl'
const USER = { id: 7, name: 'Ada Lovelace', email: 'ada@example.test', plan: 'free', requestLimit: 10, role: 'user' }

describe('the message protocol', () => {
  it('accepts the three message types', () => {
    expect(messageSchema.parse({ type: MESSAGE_TYPES.siteSignedOut })).toEqual({ type: 'studify/site-signed-out' })
    expect(messageSchema.parse({ type: MESSAGE_TYPES.authToken, token: TOKEN })).toEqual({
      type: 'studify/auth-token',
      token: TOKEN,
    })
    expect(messageSchema.parse({ type: MESSAGE_TYPES.signOut })).toEqual({ type: 'studify/sign-out' })
  })

  it.each([
    ['an unknown type', { type: 'studify/other' }],
    ['no type', { token: TOKEN }],
    ['a token that is not a JWT', { type: MESSAGE_TYPES.authToken, token: 'not a token' }],
    ['a token with script', { type: MESSAGE_TYPES.authToken, token: 'a.b.<script>' }],
    ['an empty token', { type: MESSAGE_TYPES.authToken, token: '' }],
    ['a string', 'studify/sign-out'],
  ])('rejects %s', (_name, message) => {
    expect(messageSchema.safeParse(message).success).toBe(false)
  })

  it('lets the site send only the token and its own sign-out, and the panel only sign-out', () => {
    expect(externalMessageSchema.safeParse({ type: MESSAGE_TYPES.signOut }).success).toBe(false)
    expect(externalMessageSchema.safeParse({ type: MESSAGE_TYPES.siteSignedOut }).success).toBe(true)
    expect(internalMessageSchema.safeParse({ type: MESSAGE_TYPES.siteSignedOut }).success).toBe(false)
    expect(internalMessageSchema.safeParse({ type: MESSAGE_TYPES.authToken, token: TOKEN }).success).toBe(false)
    expect(authTokenMessageSchema.safeParse({ type: MESSAGE_TYPES.authToken, token: TOKEN }).success).toBe(true)
  })

  it('types the answers to the token hand-over', () => {
    expect(authTokenResponseSchema.parse({ ok: true })).toEqual({ ok: true })
    expect(authTokenResponseSchema.parse({ ok: false, error: 'rejected' })).toEqual({ ok: false, error: 'rejected' })
    expect(authTokenResponseSchema.safeParse({ ok: false, error: 'other' }).success).toBe(false)
  })
})

describe('stored values', () => {
  it('reads a damaged or foreign auth value as signed out', async () => {
    const chrome = installFakeChrome()
    await chrome.storage.local.set({ auth: { token: TOKEN, user: { id: 1 } } })
    expect(await getAuth()).toBeNull()
    await chrome.storage.local.set({ auth: { token: TOKEN, user: USER, savedAt: '2025-01-01T00:00:00Z' } })
    // Ids are kept as strings; fields the extension does not use are dropped.
    expect(await getAuth()).toEqual({
      token: TOKEN,
      user: { id: '7', name: 'Ada Lovelace', email: 'ada@example.test', plan: 'free', requestLimit: 10 },
      savedAt: '2025-01-01T00:00:00Z',
    })
  })

  it('keeps pending questions within the question limit', () => {
    expect(storedAuthSchema.safeParse({ token: '', user: USER, savedAt: 'x' }).success).toBe(false)
    expect(pendingQuestionSchema.safeParse({ text: 'x'.repeat(501), isTruncated: false, createdAt: 1 }).success).toBe(
      false,
    )
  })
})

describe('the sign-in hand-over (onMessageExternal)', () => {
  beforeEach(() => {
    installFakeChrome()
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  const send = (message: unknown, origin: string) =>
    new Promise<unknown>((resolve) => {
      const isAsync = handleExternalMessage(message, { origin }, resolve)
      expect(typeof isAsync).toBe('boolean')
    })

  it('refuses any origin but the site, before looking at the message', async () => {
    const fetchSpy = vi.fn()
    vi.stubGlobal('fetch', fetchSpy)
    expect(await send({ type: MESSAGE_TYPES.authToken, token: TOKEN }, 'https://evil.example')).toEqual({
      ok: false,
      error: 'forbidden',
    })
    expect(await send({ type: MESSAGE_TYPES.authToken, token: TOKEN }, `${SITE_ORIGIN}.evil.example`)).toEqual({
      ok: false,
      error: 'forbidden',
    })
    expect(fetchSpy).not.toHaveBeenCalled()
    expect(await getAuth()).toBeNull()
  })

  it('refuses malformed messages from the site', async () => {
    expect(await send({ type: MESSAGE_TYPES.signOut }, SITE_ORIGIN)).toEqual({ ok: false, error: 'invalid' })
  })

  it('verifies the token with the site, then stores it with the user', async () => {
    const fetchSpy = vi.fn(async () => Response.json({ user: USER }))
    vi.stubGlobal('fetch', fetchSpy)
    expect(await send({ type: MESSAGE_TYPES.authToken, token: TOKEN }, SITE_ORIGIN)).toEqual({ ok: true })
    expect(fetchSpy).toHaveBeenCalledWith(`${SITE_ORIGIN}/api/auth/verify`, {
      headers: { authorization: `Bearer ${TOKEN}` },
      credentials: 'omit',
    })
    expect((await getAuth())?.user.email).toBe('ada@example.test')
  })

  it('does not store a token the site refuses', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ message: 'Please sign in to continue' }, { status: 401 }))
    expect(await send({ type: MESSAGE_TYPES.authToken, token: TOKEN }, SITE_ORIGIN)).toEqual({
      ok: false,
      error: 'rejected',
    })
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('offline')))
    expect(await send({ type: MESSAGE_TYPES.authToken, token: TOKEN }, SITE_ORIGIN)).toEqual({
      ok: false,
      error: 'unreachable',
    })
    expect(await getAuth()).toBeNull()
  })
})

describe('the site signed out (onMessageExternal)', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  const send = (origin: string) =>
    new Promise<unknown>((resolve) => handleExternalMessage({ type: MESSAGE_TYPES.siteSignedOut }, { origin }, resolve))

  it('forgets the token once the site refuses it', async () => {
    const chrome = installFakeChrome()
    await chrome.storage.local.set({ auth: { token: TOKEN, user: USER, savedAt: 'now' } })
    const site = vi.fn(async () => Response.json({ message: 'Please sign in to continue' }, { status: 401 }))
    vi.stubGlobal('fetch', site)
    expect(await send(SITE_ORIGIN)).toEqual({ ok: true })
    expect(site).toHaveBeenCalledWith(`${SITE_ORIGIN}/api/auth/verify`, expect.anything())
    expect(chrome.storage.local.items.auth).toBeUndefined()
  })

  it('keeps a token the site still accepts (opened from another site session), and ignores other origins', async () => {
    const chrome = installFakeChrome()
    await chrome.storage.local.set({ auth: { token: TOKEN, user: USER, savedAt: 'now' } })
    vi.stubGlobal('fetch', async () => Response.json({ user: USER }))
    expect(await send(SITE_ORIGIN)).toEqual({ ok: true })
    expect(chrome.storage.local.items.auth).toBeDefined()
    vi.stubGlobal('fetch', async () => Response.json({}, { status: 401 }))
    expect(await send('https://evil.example')).toEqual({ ok: false, error: 'forbidden' })
    expect(chrome.storage.local.items.auth).toBeDefined()
  })
})

describe('sign-out (onMessage)', () => {
  it('is accepted only from the extension’s own pages', async () => {
    const chrome = installFakeChrome()
    await chrome.storage.local.set({ auth: { token: TOKEN, user: USER, savedAt: 'now' } })
    const respond = vi.fn()
    expect(
      handleInternalMessage(
        { type: MESSAGE_TYPES.signOut },
        { id: chrome.runtime.id, url: 'https://example.com/page', tab: { id: 1 } as chrome.tabs.Tab },
        respond,
      ),
    ).toBe(false)
    expect(chrome.storage.local.items.auth).toBeDefined()

    // The site is an external service to the extension: its /api/auth/logout is faked at fetch.
    const site = vi.fn(async () => Response.json({ success: true }))
    vi.stubGlobal('fetch', site)
    const signedOut = new Promise((resolve) =>
      handleInternalMessage(
        { type: MESSAGE_TYPES.signOut },
        { id: chrome.runtime.id, url: chrome.runtime.getURL('sidepanel.html') },
        resolve,
      ),
    )
    expect(await signedOut).toEqual({ ok: true })
    expect(chrome.storage.local.items.auth).toBeUndefined()
    // The session ends on the site too, not only here.
    expect(site).toHaveBeenCalledWith(
      apiUrl('/auth/logout'),
      expect.objectContaining({ method: 'POST', headers: { authorization: `Bearer ${TOKEN}` } }),
    )
    vi.unstubAllGlobals()
  })
})

describe('"Ask Studify" (context menu)', () => {
  it('hands the selection to the panel through session storage, trimmed and cut to 500 characters', async () => {
    const chrome = installFakeChrome()
    const open = vi.spyOn(chrome.sidePanel, 'open')
    const tab = { windowId: 3 } as chrome.tabs.Tab
    await handleContextMenuClick({ menuItemId: ASK_MENU_ID, selectionText: '  What   is\tx?  ' } as never, tab)
    expect(open).toHaveBeenCalledWith({ windowId: 3 })
    expect(chrome.storage.session.items.pendingQuestion).toMatchObject({ text: 'What is x?', isTruncated: false })

    await handleContextMenuClick({ menuItemId: ASK_MENU_ID, selectionText: 'y'.repeat(600) } as never, tab)
    expect(chrome.storage.session.items.pendingQuestion).toMatchObject({ text: 'y'.repeat(500), isTruncated: true })
  })

  it('marks text selected on a quiz or exam page (or in a quiz frame) for exam mode', async () => {
    const chrome = installFakeChrome()
    const ask = (info: object) =>
      handleContextMenuClick({ menuItemId: ASK_MENU_ID, selectionText: 'Q?', ...info } as never)
    await ask({ pageUrl: 'https://moodle.school.edu/mod/quiz/attempt.php?attempt=3' })
    expect(chrome.storage.session.items.pendingQuestion).toMatchObject({ text: 'Q?', isFromExamPage: true })
    await ask({
      pageUrl: 'https://lms.school.edu/course/1',
      frameUrl: 'https://docs.google.com/forms/d/e/abc/viewform',
    })
    expect(chrome.storage.session.items.pendingQuestion).toMatchObject({ isFromExamPage: true })
    await ask({ pageUrl: 'https://en.wikipedia.org/wiki/Quiz' })
    expect(chrome.storage.session.items.pendingQuestion).toMatchObject({ isFromExamPage: false })
  })

  it('ignores other menu items and empty selections', async () => {
    const chrome = installFakeChrome()
    await handleContextMenuClick({ menuItemId: 'other', selectionText: 'x' } as never)
    await handleContextMenuClick({ menuItemId: ASK_MENU_ID, selectionText: '   ' } as never)
    expect(chrome.storage.session.items).toEqual({})
  })

  it('still hands over the selection when the panel cannot be opened', async () => {
    const chrome = installFakeChrome()
    vi.spyOn(chrome.sidePanel, 'open').mockRejectedValue(new Error('may only be called in response to a user gesture'))
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await handleContextMenuClick({ menuItemId: ASK_MENU_ID, selectionText: 'Why?' } as never, { windowId: 1 } as never)
    expect(chrome.storage.session.items.pendingQuestion).toMatchObject({ text: 'Why?' })
  })
})
