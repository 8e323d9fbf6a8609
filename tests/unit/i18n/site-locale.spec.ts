import { describe, expect, it } from 'vitest'

import { acceptLanguageLocale } from '@/i18n/request-locale'
import { siteLocaleOf } from '@/i18n/site-locale'
import { resolvePreferredLocale } from '@/i18n/locale-resolution'
import { mathsLabels, MATHS_LABELS } from '@/services/answers/maths/labels'

describe('siteLocaleOf: a language tag to a site language (one rule)', () => {
  it.each([
    ['ar-SA', 'ar'],
    ['hi', 'hi'],
    ['sk-SK', 'sk'],
    ['pt-BR', 'pt'],
    ['en_GB', 'en'],
    ['FR-ca', 'fr'],
    ['zh-Hant', 'zh'],
    ['zh-Hans-SG', 'zh'],
    // Spec §2: any mainland China, Taiwan or Hong Kong tag means Chinese.
    ['en-CN', 'zh'],
    ['yue-HK', 'zh'],
    ['en-TW', 'zh'],
    ['sv-SE', null],
    ['nl', null],
    ['', null],
    [null, null],
    ['not a tag!', null],
    ['*', null],
  ])('%j → %j', (tag, expected) => {
    expect(siteLocaleOf(tag)).toBe(expected)
  })

  // The three places that read a language tag agree with it.
  it.each(['pt-BR', 'en-CN', 'zh-Hant', 'de-AT', 'sv-SE', 'ko-KR'])('%s reads alike everywhere', (tag) => {
    const locale = siteLocaleOf(tag)
    expect(acceptLanguageLocale(tag)).toBe(locale)
    expect(resolvePreferredLocale({ languages: [tag] })).toBe(locale ?? 'en')
    expect(mathsLabels(tag)).toBe(MATHS_LABELS[locale ?? 'en'])
  })
})
