import { describe, expect, it } from 'vitest'

import { acceptLanguageLocale, requestLocale } from '@/i18n/request-locale'

const request = (headers: Record<string, string>, query = '') => ({
  headers: new Headers(headers),
  searchParams: new URLSearchParams(query),
})

describe('acceptLanguageLocale', () => {
  it.each([
    ['fr;q=0.5, de;q=0.9', 'de'],
    ['en;q=0.1, ja', 'ja'],
    ['en;q=0, fr', 'fr'],
    ['sv, cs;q=0.8, sk;q=0.9', 'sk'],
    ['pt-BR, pt;q=0.9', 'pt'],
    ['zh-TW', 'zh'],
    ['*;q=0.5, ar', 'ar'],
    ['@@@, hi;q=0.2', 'hi'],
  ])('%s → %s (q= weights decide, not the order)', (header, expected) => {
    expect(acceptLanguageLocale(header)).toBe(expected)
  })

  it.each([null, '', 'sv, nl;q=0.5', 'x;;;=,,', 'fr;q=0'])('%j matches no site language', (header) => {
    expect(acceptLanguageLocale(header)).toBeNull()
  })
})

describe('requestLocale', () => {
  it('prefers ?locale=, then X-Locale, then the weighted Accept-Language', () => {
    expect(requestLocale(request({ 'accept-language': 'de' }, 'locale=ko'))).toBe('ko')
    expect(requestLocale(request({ 'x-locale': 'ru', 'accept-language': 'de' }))).toBe('ru')
    expect(requestLocale(request({ 'accept-language': 'it;q=0.3, es;q=0.7' }))).toBe('es')
  })

  it("falls back to Payload's locale, then English", () => {
    expect(requestLocale({ ...request({ 'accept-language': 'sv' }), locale: 'cs' })).toBe('cs')
    expect(requestLocale(request({}))).toBe('en')
  })
})
