import { rtlLanguages } from '@payloadcms/translations'
import { describe, expect, it } from 'vitest'

import { adminLanguages } from '@/admin/admin-languages'
import { LANGUAGES, LOCALES } from '@/config/locales'

describe('Payload admin languages', () => {
  it('are exactly the 14 site locales', () => {
    expect(Object.keys(adminLanguages).sort()).toEqual([...LOCALES].sort())
  })

  it("name each language in itself in the account's language picker, from the locales module", () => {
    // Issue 34 item 10: Payload's own files call Japanese "Japanese"; the list must not mix the two.
    for (const code of LOCALES) {
      const language = adminLanguages[code as keyof typeof adminLanguages]!
      expect(language.translations.general?.thisLanguage, code).toBe(LANGUAGES[code].nativeName)
    }
  })

  it('give Hindi English Payload strings with its own date key, and keep Arabic right to left', () => {
    const hindi = adminLanguages['hi' as keyof typeof adminLanguages]!
    expect(hindi.dateFNSKey).toBe('hi')
    expect(hindi.translations.general?.cancel).toBe(adminLanguages.en!.translations.general?.cancel)
    expect((rtlLanguages as readonly string[]).includes('ar')).toBe(true)
  })
})
