import { describe, expect, it, vi } from 'vitest'

import { resolvePreferredLocale } from '@/i18n/locale-resolution'

describe('language resolution (spec §2)', () => {
  it.each([
    [{ saved: 'de', languages: ['fr-FR'], timeZone: 'Asia/Tokyo' }, 'de'],
    [{ saved: 'xx', languages: ['fr-FR'] }, 'fr'],
    [{ languages: ['en-GB', 'fr'] }, 'en'],
    [{ languages: ['nl-NL', 'pt-BR'] }, 'pt'],
    [{ languages: ['en-CN'] }, 'zh'],
    [{ languages: ['zh-TW'] }, 'zh'],
    [{ languages: ['yue-HK'] }, 'zh'],
    [{ languages: ['nl-NL'], timeZone: 'Europe/Prague' }, 'cs'],
    [{ languages: ['nl-NL'], timeZone: 'Pacific/Auckland' }, 'en'],
    [{}, 'en'],
  ])('%j → %s', (input, expected) => {
    expect(resolvePreferredLocale(input)).toBe(expected)
  })

  it('reads the time zone only when no saved choice or browser language decides', () => {
    const zone = vi.fn(() => 'Europe/Berlin')
    expect(resolvePreferredLocale({ languages: ['en-US'], timeZone: zone })).toBe('en')
    expect(resolvePreferredLocale({ saved: 'fr', timeZone: zone })).toBe('fr')
    expect(zone).not.toHaveBeenCalled()
    expect(resolvePreferredLocale({ languages: ['nl-NL'], timeZone: zone })).toBe('de')
    expect(zone).toHaveBeenCalledTimes(1)
  })
})
