import { describe, expect, it } from 'vitest'

import { configuredStoreUrls, storeForUserAgent } from '@/config/extension-stores'

const UA = {
  chrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
  opera:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 OPR/116.0.0.0',
  safari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
}

describe('storeForUserAgent', () => {
  it.each([
    ['chrome', 'chrome'],
    ['edge', 'edge'],
    ['firefox', 'firefox'],
    ['opera', null],
    ['safari', null],
  ] as const)('%s → %s', (browser, store) => {
    expect(storeForUserAgent(UA[browser])).toBe(store)
  })
})

describe('configuredStoreUrls', () => {
  it('keeps the https addresses that are set, and ignores empty or unsafe ones', () => {
    expect(
      configuredStoreUrls({
        chrome: ' https://chromewebstore.google.com/detail/studify/abc ',
        edge: '',
        firefox: 'javascript:alert(1)',
      }),
    ).toEqual({ chrome: 'https://chromewebstore.google.com/detail/studify/abc' })
    expect(configuredStoreUrls({ edge: 'http://insecure.example' })).toEqual({})
    expect(configuredStoreUrls({})).toEqual({})
  })
})
