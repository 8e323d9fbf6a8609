import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { LOCALES } from '@/config/locales'

import { CHROME_LOCALE_FOLDERS } from '../../../extension/src/config/locales'
import { createManifest, PERMISSIONS } from '../../../extension/src/manifest'
import { listingSchema, STORE_TEXT_LIMITS, supportUrl } from '../../../extension/store/listing'

const extensionDir = path.resolve(import.meta.dirname, '../../../extension')
const readJson = (...parts: string[]) => JSON.parse(readFileSync(path.join(extensionDir, ...parts), 'utf8'))
const listing = (locale: string) => readJson('store', 'listings', `${locale}.json`)
const messages = (locale: (typeof LOCALES)[number]) =>
  readJson('_locales', CHROME_LOCALE_FOLDERS[locale], 'messages.json') as Record<string, { message: string }>

describe.each(LOCALES)('store listing (%s)', (locale) => {
  it('name and short description (from _locales) fit every store', () => {
    const { extName, extDescription } = messages(locale)
    expect(extName!.message.length).toBeLessThanOrEqual(STORE_TEXT_LIMITS.name.max)
    expect(extDescription!.message.length, extDescription!.message).toBeLessThanOrEqual(
      STORE_TEXT_LIMITS.shortDescription.max,
    )
  })

  it('long description, single purpose, justifications and privacy disclosure are complete and within limits', () => {
    const parsed = listingSchema.safeParse(listing(locale))
    expect(parsed.error?.issues ?? []).toEqual([])
  })

  it('is translated, not an English copy', () => {
    if (locale === 'en') return
    const english = listing('en')
    const text = listing(locale)
    expect(text.longDescription).not.toBe(english.longDescription)
    for (const key of Object.keys(english.permissions)) expect(text.permissions[key]).not.toBe(english.permissions[key])
    for (const key of Object.keys(english.privacy)) expect(text.privacy[key]).not.toBe(english.privacy[key])
  })

  it('points to the help centre in its language', () => {
    expect(supportUrl('https://studify.example', locale)).toBe(
      locale === 'en' ? 'https://studify.example/help' : `https://studify.example/${locale}/help`,
    )
  })
})

it('justifies every permission every store package asks for, and the host permission', () => {
  const justified = Object.keys(listing('en').permissions)
  for (const target of ['chrome', 'edge', 'firefox'] as const) {
    for (const permission of createManifest({ siteOrigin: 'https://s.example', version: '1.0.0', target })
      .permissions) {
      expect(justified).toContain(permission)
    }
  }
  expect(justified.sort()).toEqual([...PERMISSIONS, 'host'].sort())
})
