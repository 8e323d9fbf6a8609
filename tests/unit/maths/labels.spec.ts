import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { LOCALES } from '@/config/locales'
import { EXAM_LABELS, MATHS_LABELS, examLabels, mathsLabels } from '@/services/answers/maths/labels'

const placeholders = (label: string) => (label.match(/\{\w+\}/g) ?? []).sort()

describe('maths labels', () => {
  const english = MATHS_LABELS.en

  it.each(LOCALES)('%s has every label, translated, with the same placeholders', (locale) => {
    const labels = MATHS_LABELS[locale]
    expect(Object.keys(labels).sort()).toEqual(Object.keys(english).sort())
    for (const [key, value] of Object.entries(labels) as [keyof typeof english, string][]) {
      expect(value.trim(), `${locale}.${key}`).not.toBe('')
      expect(placeholders(value), `${locale}.${key}`).toEqual(placeholders(english[key]))
      if (locale !== 'en') expect(value, `${locale}.${key}`).not.toBe(english[key])
    }
  })

  it('covers exactly the 14 site locales and falls back to English', () => {
    expect(Object.keys(MATHS_LABELS).sort()).toEqual([...LOCALES].sort())
    expect(mathsLabels('zh-Hans')).toBe(MATHS_LABELS.zh)
    expect(mathsLabels('tlh')).toBe(english)
    expect(mathsLabels()).toBe(english)
  })

  it.each(LOCALES)('%s is read from the maths namespace of its message file', (locale) => {
    const { maths } = JSON.parse(readFileSync(`src/messages/${locale}.json`, 'utf8'))
    expect(MATHS_LABELS[locale]).toEqual(maths.steps)
    expect(examLabels(locale)).toEqual(maths.exam)
    expect(EXAM_LABELS[locale]).toEqual(maths.exam)
  })
})
