import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { LOCALES } from '@/config/locales'

import { CHROME_LOCALE_COPIES, CHROME_LOCALE_FOLDERS } from '../../../extension/src/config/locales'
import { createManifest } from '../../../extension/src/manifest'

type Entry = { message: string; description?: string; placeholders?: Record<string, { content: string }> }
type Messages = Record<string, Entry>

const LOCALES_DIR = path.resolve('extension/_locales')
const load = (folder: string): Messages =>
  JSON.parse(readFileSync(path.join(LOCALES_DIR, folder, 'messages.json'), 'utf8'))
const english = load('en')

/**
 * Keys whose text is the same in every language: the brand name. `siteLocale` is a language code
 * (different in each file) and is never shown.
 */
const SAME_IN_EVERY_LANGUAGE = new Set(['extName'])
/** English words that must not survive in a translation (a sign of a string left untranslated). */
const ENGLISH_WORDS = /\b(the|your|please|sign|answer|screenshot|upload|week|selection|couldn't)\b/i

const translations = Object.entries(CHROME_LOCALE_FOLDERS).filter(([locale]) => locale !== 'en')

describe('extension/_locales', () => {
  it('has one folder per site language, named as Chrome expects, and nothing else', () => {
    expect(Object.keys(CHROME_LOCALE_FOLDERS).sort()).toEqual([...LOCALES].sort())
    expect(readdirSync(LOCALES_DIR).sort()).toEqual(Object.values(CHROME_LOCALE_FOLDERS).sort())
    for (const source of Object.values(CHROME_LOCALE_COPIES))
      expect(existsSync(path.join(LOCALES_DIR, source))).toBe(true)
  })

  it('names the site language of each file', () => {
    for (const [locale, folder] of Object.entries(CHROME_LOCALE_FOLDERS)) {
      expect(load(folder).siteLocale?.message, folder).toBe(locale)
    }
  })

  it('defines every message the manifest uses', () => {
    const manifest = JSON.stringify(createManifest({ siteOrigin: 'http://localhost:3000', version: '1.0.0' }))
    for (const [, key] of manifest.matchAll(/__MSG_(\w+)__/g)) expect(english[key!], key).toBeDefined()
  })

  it('uses valid message names and defines every $placeholder$ it uses', () => {
    for (const folder of Object.values(CHROME_LOCALE_FOLDERS)) {
      for (const [key, entry] of Object.entries(load(folder))) {
        expect(key, `${folder}: ${key}`).toMatch(/^\w+$/)
        expect(typeof entry.message, `${folder}: ${key}`).toBe('string')
        const used = [...entry.message.matchAll(/\$(\w+)\$/g)].map((match) => match[1]!.toLowerCase())
        for (const name of used) expect(entry.placeholders?.[name], `${folder}: ${key} uses $${name}$`).toBeDefined()
      }
    }
  })

  it('has plural forms for every category a language can need', () => {
    for (const [locale, folder] of Object.entries(CHROME_LOCALE_FOLDERS)) {
      const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories
      for (const category of categories)
        expect(load(folder)[`remaining_${category}`], `${folder} ${category}`).toBeDefined()
    }
  })

  describe.each(translations)('%s (%s)', (locale, folder) => {
    const messages = load(folder)

    it('has exactly the English keys and placeholders', () => {
      expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort())
      for (const [key, entry] of Object.entries(english)) {
        expect(Object.keys(messages[key]!.placeholders ?? {}), key).toEqual(Object.keys(entry.placeholders ?? {}))
      }
    })

    it('leaves no English behind (brand names aside)', () => {
      for (const [key, entry] of Object.entries(messages)) {
        if (SAME_IN_EVERY_LANGUAGE.has(key) || key === 'siteLocale') continue
        expect(entry.message, `${folder}: ${key}`).not.toBe(english[key]!.message)
        expect(entry.message.replaceAll('Studify', ''), `${folder}: ${key}`).not.toMatch(ENGLISH_WORDS)
        // Descriptions are notes for translators and live only in the English file.
        expect(entry.description, `${folder}: ${key}`).toBeUndefined()
      }
    })

    it('says the image errors as the website does in this language', () => {
      const site = JSON.parse(readFileSync(path.resolve(`src/messages/${locale}.json`), 'utf8')) as {
        validation: Record<string, string>
      }
      expect(messages.imageOnly?.message).toBe(site.validation.imageOnly)
      expect(messages.imageTooLarge?.message).toBe(site.validation.imageTooLarge)
    })
  })
})
