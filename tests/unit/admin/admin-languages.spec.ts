import { rtlLanguages } from '@payloadcms/translations'
import { describe, expect, it } from 'vitest'

import { adminLanguages } from '@/admin/admin-languages'
import { LANGUAGES, LOCALES } from '@/config/locales'

describe('Payload admin languages', () => {
  it('are exactly the 14 site locales', () => {
    expect(Object.keys(adminLanguages).sort()).toEqual([...LOCALES].sort())
  })

  it("name each language in itself in the account's language picker", () => {
    for (const code of LOCALES) {
      const language = adminLanguages[code as keyof typeof adminLanguages]!
      const name = language.translations.general?.thisLanguage
      // Payload's Chinese is 中文 where our table says 简体中文; the point is no second "English".
      if (code !== 'en') expect(name, code).not.toBe('English')
    }
    expect(adminLanguages['hi' as keyof typeof adminLanguages]!.translations.general?.thisLanguage).toBe(
      LANGUAGES.hi.nativeName,
    )
  })

  it('give Hindi English Payload strings with its own date key, and keep Arabic right to left', () => {
    const hindi = adminLanguages['hi' as keyof typeof adminLanguages]!
    expect(hindi.dateFNSKey).toBe('hi')
    expect(hindi.translations.general?.cancel).toBe(adminLanguages.en!.translations.general?.cancel)
    expect((rtlLanguages as readonly string[]).includes('ar')).toBe(true)
  })
})
