import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { LOCALES } from '@/config/locales'

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

const readJson = (file: string): Json => JSON.parse(readFileSync(file, 'utf8'))

/** Every leaf path with its value: the shape two translations must share. */
const leaves = (value: Json, prefix = ''): Array<[string, Json]> => {
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, `${prefix}[${index}]`))
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => leaves(item, prefix ? `${prefix}.${key}` : key))
  return [[prefix, value]]
}

const placeholders = (value: Json) => (typeof value === 'string' ? (value.match(/\{\w+\}/g) ?? []).sort() : [])
const isTranslatable = (value: Json) =>
  typeof value === 'string' && value.replace(/\{[^}]*\}/g, '').replace(/[^\p{L}]/gu, '').length > 3

const translatedLocales = LOCALES.filter((locale) => locale !== 'en')

/**
 * Strings that are rightly the same as English in some languages, each with the languages where it is: a
 * proper name its owner keeps in English (Google calls its store "Chrome Web Store" in French, German…) or
 * a word French spells as English does. Every other string equal to English is an untranslated one.
 */
const SAME_AS_ENGLISH: Record<string, readonly string[]> = {
  'download.storeName.chrome': ['fr', 'de', 'it', 'es', 'pt'],
  'admin.schedules.columns.document': ['fr'],
  'admin.schedules.columns.action': ['fr'],
  'admin.schedules.columns.actions': ['fr'],
  // The comparison table's column named after the product itself (the admin's schema texts, issue 34 item 10).
  'cms.fields.studify': ['fr', 'de', 'it', 'es', 'pt', 'zh', 'ja', 'ko', 'ru', 'ar', 'hi', 'cs', 'sk'],
  // An essay outline's first and last headings: the same words in French.
  'writerLanguage.introduction': ['fr'],
  'writerLanguage.conclusion': ['fr'],
}
const mayEqualEnglish = (locale: string, key: string) => SAME_AS_ENGLISH[key]?.includes(locale) ?? false

describe('UI messages', () => {
  const english = new Map(leaves(readJson('src/messages/en.json')))

  it('calls to action are in sentence case, like the rest of the site', () => {
    for (const key of ['header.completeTrialSetup', 'download.completeTrialSetup']) {
      expect(english.has(key), key).toBe(true)
      const value = String(english.get(key))
      expect(value, key).toBe(value[0] + value.slice(1).toLowerCase())
    }
  })

  it.each(translatedLocales)('%s has every key, the same placeholders, and no English left', (locale) => {
    const file = `src/messages/${locale}.json`
    expect(existsSync(file)).toBe(true)
    const translated = new Map(leaves(readJson(file)))
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort())
    for (const [key, value] of english) {
      expect(placeholders(translated.get(key) ?? null), `${locale}:${key}`).toEqual(placeholders(value))
      if (isTranslatable(value) && !mayEqualEnglish(locale, key))
        expect(translated.get(key), `${locale}:${key} is still English`).not.toBe(value)
    }
  })
})

describe('seed content', () => {
  const seedDir = 'scripts/seed/data'
  const files = readdirSync(path.join(seedDir, 'en'))

  it.each(translatedLocales)('%s has every file with the English shape and placeholders', (locale) => {
    for (const file of files) {
      const englishLeaves = leaves(readJson(path.join(seedDir, 'en', file)))
      const translatedPath = path.join(seedDir, locale, file)
      expect(existsSync(translatedPath), translatedPath).toBe(true)
      const translated = new Map(leaves(readJson(translatedPath)))
      expect([...translated.keys()].sort(), `${locale}/${file}`).toEqual(englishLeaves.map(([key]) => key).sort())
      for (const [key, value] of englishLeaves) {
        expect(placeholders(translated.get(key) ?? null), `${locale}/${file}:${key}`).toEqual(placeholders(value))
      }
    }
  })
})
