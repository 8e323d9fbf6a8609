import { readdirSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { isLocale, LANGUAGES, LOCALES, textDirection } from '@/config/locales'
import { routing } from '@/i18n/routing'

describe('locales', () => {
  it('are the 14 of the spec, English first and unprefixed', () => {
    expect(LOCALES).toEqual(['en', 'fr', 'de', 'it', 'es', 'pt', 'zh', 'ja', 'ko', 'ru', 'ar', 'hi', 'cs', 'sk'])
    expect(routing.defaultLocale).toBe('en')
    expect(routing.localePrefix).toBe('as-needed')
  })

  it('mirror only Arabic', () => {
    expect(LOCALES.filter((l) => textDirection(l) === 'rtl')).toEqual(['ar'])
  })

  it('have the currencies of spec §3', () => {
    expect(Object.fromEntries(LOCALES.map((l) => [l, LANGUAGES[l].currency]))).toMatchObject({
      en: 'USD',
      ar: 'USD',
      zh: 'CNY',
      cs: 'CZK',
      sk: 'EUR',
      hi: 'INR',
    })
  })

  it('reject unsupported codes', () => {
    expect(isLocale('xx')).toBe(false)
    expect(isLocale('fr')).toBe(true)
  })

  it('each have a message file and seed folder', () => {
    const messageFiles = readdirSync('src/messages').map((f) => f.replace('.json', ''))
    const seedFolders = readdirSync('scripts/seed/data')
    for (const locale of LOCALES) {
      expect(messageFiles).toContain(locale)
      expect(seedFolders).toContain(locale)
    }
  })
})
