// @vitest-environment happy-dom
import { act, type ComponentProps, createElement } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { IntlProvider } from 'use-intl'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { createAnswersClient } from '../../../src/components/answers/api/client'
import { AskApp } from '../../../src/components/answers/AskApp'
import type { Locale } from '../../../src/config/locales'
import ar from '../../../src/messages/ar.json'
import en from '../../../src/messages/en.json'

/**
 * The shared answer UI (src/components/answers) under happy-dom, as the extension would render it:
 * use-intl's provider (no Next.js) and the fetch client with a Bearer token. Only the HTTP boundary
 * is replaced: `fetch` answers as the API does, the stream fed by the test one event at a time.
 */
type Sse = { push: (event: string, data: object) => void; close: () => void; abort: () => void }

const openStream = (): { response: Response; sse: Sse } => {
  let controller!: ReadableStreamDefaultController<Uint8Array>
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) })
  const encoder = new TextEncoder()
  return {
    response: new Response(body, { headers: { 'content-type': 'text/event-stream' } }),
    sse: {
      push: (event, data) => controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)),
      close: () => controller.close(),
      // What a browser's fetch does to the body of an aborted request.
      abort: () => controller.error(new DOMException('The operation was aborted.', 'AbortError')),
    },
  }
}

const json = (body: object, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

let root: Root
let container: HTMLElement
let asks: { response: Response | (() => Promise<Response>); sse?: Sse }[]
let requests: { url: string; init: RequestInit }[]
let weekly = { remainingRequests: 7, requestLimit: 10, resetTime: '2026-12-07T00:00:00.000Z' }
let accessStatus = 'approved'

const fakeFetch = vi.fn(async (url: string, init: RequestInit = {}) => {
  requests.push({ url, init })
  if (url.endsWith('/api/user/stats?period=weekly')) return json(weekly)
  if (url.endsWith('/api/access/status')) return json({ status: accessStatus, isPaid: false })
  if (url.endsWith('/api/threads/41')) {
    // The conversation open last time, slow to load.
    await new Promise((resolve) => setTimeout(resolve, 100))
    return json({
      thread: { id: 41, title: 'Old', turns: [{ answerId: 40, question: 'An old question', answer: 'Old answer' }] },
    })
  }
  if (url.endsWith('/api/ask')) {
    const next = asks.shift()
    if (!next) throw new Error('unexpected ask')
    init.signal?.addEventListener('abort', () => next.sse?.abort())
    return typeof next.response === 'function' ? next.response() : next.response
  }
  return json({ message: 'not found' }, 404)
})

type Extras = Partial<ComponentProps<typeof AskApp>>

const render = async (locale: Locale = 'en', answerLocale: Locale = locale, extras: Extras = {}) => {
  const client = createAnswersClient({
    baseUrl: 'https://studify.test',
    locale,
    auth: { kind: 'token', token: () => 'tok' },
  })
  const links = {
    report: (id: string) => `/report/${id}`,
    upgrade: '/pricing',
    trial: '/trial',
    referrals: '/referrals',
  }
  await act(async () => {
    root.render(
      createElement(
        IntlProvider,
        // The child is passed as createElement's third argument; the props type wants it among the props.
        { locale, messages: locale === 'ar' ? ar : en, timeZone: 'UTC' } as unknown as ComponentProps<
          typeof IntlProvider
        >,
        createElement(AskApp, { client, links, initialAnswerLocale: answerLocale, ...extras }),
      ),
    )
  })
}

const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 20)))
/** Waits (up to 3 s) for the Markdown renderer, which the UI loads on the first answer. */
const until = async (condition: () => boolean) => {
  for (let waited = 0; !condition() && waited < 3000; waited += 20) await flush()
  expect(condition()).toBe(true)
}
const box = () => container.querySelector<HTMLTextAreaElement>('#question')!
const type = async (text: string) =>
  act(async () => {
    const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!
    setter.call(box(), text)
    box().dispatchEvent(new Event('input', { bubbles: true }))
  })
const button = (name: string) =>
  [...container.querySelectorAll('button')].find((candidate) => candidate.textContent?.trim() === name)!
const click = async (element: HTMLElement) => act(async () => element.click())
const answer = () => container.querySelector('article.turn:last-of-type .turn-answer')!

beforeEach(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  // Standards mode, as the site's and the panel's pages are (KaTeX refuses quirks mode).
  Object.defineProperty(document, 'compatMode', { value: 'CSS1Compat', configurable: true })
  asks = []
  requests = []
  weekly = { remainingRequests: 7, requestLimit: 10, resetTime: '2026-12-07T00:00:00.000Z' }
  accessStatus = 'approved'
  vi.stubGlobal('fetch', fakeFetch)
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
})

afterEach(async () => {
  await act(async () => root.unmount())
  container.remove()
  vi.unstubAllGlobals()
})

describe('the answer UI', () => {
  it('streams an answer: busy while tokens arrive, then the Verified badge, the ladder and the actions', async () => {
    await render()
    expect(container.querySelector('.quota')?.textContent).toBe('7 questions left this week')
    const { response, sse } = openStream()
    asks.push({ response, sse })
    await type('Solve 2x + 3 = 7')
    await click(button('Hint first'))
    expect(answer().getAttribute('aria-busy')).toBe('true')
    expect(button('Stop')).toBeTruthy()
    expect(box().value).toBe('')

    sse.push('start', { threadId: 5 })
    sse.push('token', { text: '**Hint**\n\nMove the $3$' })
    await until(() => answer().querySelector('.answer-markdown strong')?.textContent === 'Hint')
    expect(answer().getAttribute('aria-busy')).toBe('true')
    expect(answer().querySelector('.answer-markdown .katex')).not.toBeNull()
    expect(answer().querySelector('.turn-actions')).toBeNull()

    sse.push('done', {
      answerId: 9,
      threadId: 5,
      source: 'cas',
      isVerified: true,
      remainingRequests: 6,
      ladderLevel: 'hint',
    })
    sse.close()
    await flush()
    expect(answer().getAttribute('aria-busy')).toBe('false')
    expect(answer().querySelector('.badge-verified')?.textContent).toContain('Verified')
    expect([...answer().querySelectorAll('.ladder button')].map((b) => b.textContent)).toEqual([
      'Next step',
      'Full solution',
    ])
    expect(answer().querySelector('.turn-actions a')?.getAttribute('href')).toBe('/report/9')
    expect(container.querySelector('.quota')?.textContent).toBe('6 questions left this week')

    const sent = requests.find((request) => request.url.endsWith('/api/ask'))!
    expect(JSON.parse(sent.init.body as string)).toEqual({
      question: 'Solve 2x + 3 = 7',
      mode: 'hint',
      answerLocale: 'en',
    })
    // Token auth: the Bearer header, never the site's cookies.
    expect(sent.init.credentials).toBe('omit')
    expect((sent.init.headers as Record<string, string>).authorization).toBe('Bearer tok')
  })

  it('a refusal before the stream (429) gives the question back, says when questions return and shows the way forward', async () => {
    await render()
    asks.push({
      response: json({ message: 'You have reached your weekly limit.', resetTime: '2026-12-07T00:00:00.000Z' }, 429),
    })
    await type('One more question')
    await click(button('Ask'))
    await flush()
    expect(container.querySelectorAll('article.turn')).toHaveLength(0)
    expect(box().value).toBe('One more question')
    const alert = container.querySelector('.composer [role="alert"]')!.textContent
    expect(alert).toContain('You have reached your weekly limit.')
    expect(alert).toContain('Your weekly questions reset on')
    const out = container.querySelector('.out-of-questions')!
    expect(out.querySelector('h2')?.textContent).toBe('You have used this week’s questions')
    expect([...out.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual(['/pricing', '/referrals'])
  })

  it('an error event during the stream stays on the turn; no answer at all says the network failed', async () => {
    await render()
    const { response, sse } = openStream()
    asks.push({ response, sse })
    await type('Why is the sky blue?')
    await click(button('Ask'))
    sse.push('token', { text: 'Because' })
    sse.push('error', { message: 'The model stopped answering.' })
    sse.close()
    await flush()
    expect(answer().querySelector('[role="alert"]')?.textContent).toBe('The model stopped answering.')
    expect(answer().getAttribute('aria-busy')).toBe('false')

    asks.push({ response: () => Promise.reject(new TypeError('Failed to fetch')) })
    await type('And at sunset?')
    await click(button('Ask'))
    await flush()
    expect(container.querySelector('.composer [role="alert"]')?.textContent).toBe(
      'No response from Studify. Check your connection and try again.',
    )
    expect(container.querySelectorAll('article.turn')).toHaveLength(1)
  })

  it('a stream that ends without its last event says the answer was interrupted; Stop stops it', async () => {
    await render()
    const first = openStream()
    asks.push(first)
    await type('Question one')
    await click(button('Ask'))
    first.sse.push('token', { text: 'Partial' })
    first.sse.close()
    await flush()
    expect(answer().querySelector('[role="alert"]')?.textContent).toBe('The answer was interrupted. Please ask again.')

    const second = openStream()
    asks.push(second)
    await type('Question two')
    await click(button('Ask'))
    second.sse.push('token', { text: 'Some' })
    await flush()
    await click(button('Stop'))
    await flush()
    expect(answer().querySelector('[role="alert"]')?.textContent).toBe('Stopped.')
  })

  it('in Arabic the UI is translated, the box follows what is typed, each answer carries its own language', async () => {
    await render('ar', 'fr')
    expect(box().getAttribute('dir')).toBe('auto')
    const { response, sse } = openStream()
    asks.push({ response, sse })
    await type('5x = 10')
    await click(container.querySelector<HTMLButtonElement>('.composer button[type="submit"]')!)
    sse.push('token', { text: 'On divise par 5 : $x = 2$.' })
    sse.push('done', { answerId: 3, threadId: 1, source: 'cas', isVerified: true, ladderLevel: 'full' })
    sse.close()
    await flush()
    const markdown = answer().querySelector('.answer-markdown')!
    expect(markdown.getAttribute('lang')).toBe('fr')
    expect(markdown.getAttribute('dir')).toBe('ltr')
    expect(answer().querySelector('.badge-verified')?.textContent).toContain(ar.ask.verified)
    expect(container.querySelector('.quota')?.textContent).toBe('تبقّت 7 أسئلة هذا الأسبوع')
    expect(button(ar.ask.history)).toBeTruthy()
  })

  it('says when the browser goes offline, and that nothing was sent', async () => {
    await render()
    expect(container.querySelector('.offline-notice')).toBeNull()
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    await act(async () => window.dispatchEvent(new Event('offline')))
    expect(container.querySelector('.offline-notice')?.textContent).toContain('You are offline')
    expect(container.querySelector('.offline-notice')?.textContent).toContain('Nothing was sent')
    onLine.mockReturnValue(true)
    await act(async () => window.dispatchEvent(new Event('online')))
    expect(container.querySelector('.offline-notice')).toBeNull()
    onLine.mockRestore()
  })
})

/** What the extension's panel passes besides the site's props (extension/src/panel/PanelApp.tsx). */
describe('the answer UI in the extension panel', () => {
  const sentAsks = () =>
    requests
      .filter((request) => request.url.endsWith('/api/ask'))
      .map((request) => JSON.parse(request.init.body as string))

  it('asks a hand-over ("Ask Studify") at once, in exam mode when it came from a quiz page', async () => {
    const { response, sse } = openStream()
    asks.push({ response, sse })
    await render('en', 'en', { incoming: { id: 1, text: 'What is osmosis?', error: null, isExamMode: true } })
    await until(() => container.querySelectorAll('article.turn').length === 1)
    expect(container.querySelector('.turn-question')?.textContent).toContain('What is osmosis?')
    sse.push('done', { answerId: 2, threadId: 8, source: 'model', isVerified: false, ladderLevel: 'full' })
    sse.close()
    await flush()
    expect(sentAsks()).toEqual([{ question: 'What is osmosis?', examMode: true, answerLocale: 'en' }])
  })

  it('a hand-over asked while the conversation of last time loads is not replaced by it', async () => {
    const { response, sse } = openStream()
    asks.push({ response, sse })
    await render('en', 'en', {
      initialThreadId: '41',
      incoming: { id: 3, text: 'What is photosynthesis?', error: null, isExamMode: false },
    })
    sse.push('token', { text: 'Plants make sugar.' })
    sse.push('done', { answerId: 5, threadId: 9, source: 'model', isVerified: false, ladderLevel: 'full' })
    sse.close()
    await act(async () => new Promise((resolve) => setTimeout(resolve, 150)))
    expect([...container.querySelectorAll('.turn-question')].map((question) => question.textContent)).toEqual([
      'You: What is photosynthesis?',
    ])
  })

  it('leaves a shortened hand-over in the box with the reason, asking nothing', async () => {
    const text = 'word '.repeat(100).trim()
    await render('en', 'en', { incoming: { id: 2, text, error: 'Too long: shorten it.', isExamMode: false } })
    await flush()
    expect(box().value).toBe(text)
    expect(container.querySelector('.composer [role="alert"]')?.textContent).toBe('Too long: shorten it.')
    expect(sentAsks()).toEqual([])
  })

  it('keeps Ask and Hint off while the account waits for approval, pointing at the reason, with no count', async () => {
    accessStatus = 'pending'
    await render('en', 'en', { isAskOffUntilApproved: true })
    await flush()
    const notice = container.querySelector('#access-notice')!
    expect(notice.textContent).toContain('Access pending')
    for (const name of ['Ask', 'Hint first']) {
      expect(button(name).disabled).toBe(true)
      expect(button(name).getAttribute('aria-describedby')).toBe('access-notice')
    }
    expect(container.querySelector('.quota')).toBeNull()
  })

  it('says the weekly reset once: in the notice, not again under the box', async () => {
    await render('en', 'en', { isResetSaidOnce: true })
    asks.push({
      response: json({ message: 'You have reached your weekly limit.', resetTime: '2026-12-07T00:00:00.000Z' }, 429),
    })
    await type('One more question')
    await click(button('Ask'))
    await flush()
    expect(box().value).toBe('One more question')
    expect(container.querySelector('.composer [role="alert"]')?.textContent).toBe('You have used this week’s questions')
    expect(container.textContent?.match(/reset/gi)).toHaveLength(1)
  })

  it('offers the host’s screenshot tool instead of the camera, and says when capturing fails', async () => {
    const capture = vi.fn(async (): Promise<Blob> => {
      throw new Error('no activeTab')
    })
    await render('en', 'en', {
      screenshot: { label: 'Screenshot', hint: 'Capture', capture, failedText: 'Could not capture.' },
    })
    expect(button('Take a photo')).toBeUndefined()
    expect(container.querySelectorAll('input[type="file"]')).toHaveLength(1)
    await click(container.querySelector<HTMLButtonElement>('button[title="Capture"]')!)
    await flush()
    expect(capture).toHaveBeenCalledOnce()
    expect(container.querySelector('.composer [role="alert"]')?.textContent).toBe('Could not capture.')
  })
})
