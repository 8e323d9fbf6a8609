import { describe, expect, it } from 'vitest'

import { splitSeconds } from '@/lib/countdown'
import { matchesQuery } from '@/lib/help-search'

const article = {
  slug: 'a',
  title: 'Common issues',
  summary: 'Error codes',
  text: 'Open chrome://extensions and pin Studify',
  category: 'troubleshooting',
}

describe('help search', () => {
  it.each([
    ['', true],
    ['common', true],
    ['COMMON ISSUES', true],
    ['CHROME://EXTENSIONS', true],
    ['error codes', true],
    ['refund', false],
  ])('%j matches: %s', (query, expected) => {
    expect(matchesQuery(article, query, 'en')).toBe(expected)
  })

  it('uses the locale for case folding (Turkish-style dotted I does not break matching)', () => {
    expect(matchesQuery({ ...article, title: 'ÉTUDIER' }, 'étudier', 'fr')).toBe(true)
  })
})

describe('countdown', () => {
  it.each([
    [33087, { hours: 9, minutes: 11, seconds: 27 }],
    [59, { hours: 0, minutes: 0, seconds: 59 }],
    [0, { hours: 0, minutes: 0, seconds: 0 }],
  ])('%i s → %j', (total, expected) => {
    expect(splitSeconds(total)).toEqual(expected)
  })
})
