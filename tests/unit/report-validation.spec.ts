import { describe, expect, it } from 'vitest'

import { parseSettingsHash, settingsTabsFor } from '@/components/settings/settings-tabs'
import { VALIDATION_MESSAGES } from '@/lib/validation/messages'
import { wrongAnswerReportSchema } from '@/lib/validation/reports'

const base = { hasQuestionImage: false, hasWrongAnswerImage: false }
const firstErrors = (input: Record<string, unknown>) => {
  const result = wrongAnswerReportSchema.safeParse({ ...base, ...input })
  if (result.success) return {}
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]))
}

describe('wrong-answer report rules (spec §5)', () => {
  it.each([
    ['text for both', { question: 'q', wrongAnswer: 'a' }, {}],
    ['images for both', { hasQuestionImage: true, hasWrongAnswerImage: true }, {}],
    ['image question, text answer', { hasQuestionImage: true, wrongAnswer: 'a' }, {}],
    ['nothing', {}, { question: 'reportQuestionRequired', wrongAnswer: 'reportWrongAnswerRequired' }],
    [
      'whitespace only',
      { question: '  ', wrongAnswer: '\n' },
      { question: 'reportQuestionRequired', wrongAnswer: 'reportWrongAnswerRequired' },
    ],
    ['no wrong answer', { question: 'q' }, { wrongAnswer: 'reportWrongAnswerRequired' }],
    ['too long', { question: 'x'.repeat(5001), wrongAnswer: 'a' }, { question: 'reportTextTooLong' }],
    [
      'optional fields may be long up to the cap',
      { question: 'q', wrongAnswer: 'a', explanation: 'e'.repeat(5000) },
      {},
    ],
  ])('%s', (_case, input, expected) => {
    expect(firstErrors(input)).toEqual(expected)
  })

  it('uses the exact spec messages', () => {
    expect(VALIDATION_MESSAGES.reportQuestionRequired).toBe('Please provide either text or an image for the question')
    expect(VALIDATION_MESSAGES.reportWrongAnswerRequired).toBe(
      'Please provide either text or an image for the wrong answer',
    )
    expect(VALIDATION_MESSAGES.imageOnly).toBe('Please upload only image files')
    expect(VALIDATION_MESSAGES.imageTooLarge).toBe('Image size should be less than 10MB')
  })
})

describe('parseSettingsHash', () => {
  it.each([
    ['#settings', { tab: 'account', answerId: undefined }],
    ['#settings=report', { tab: 'report', answerId: undefined }],
    ['#settings=report&answerId=42', { tab: 'report', answerId: '42' }],
    ['#settings=nonsense', { tab: 'account', answerId: undefined }],
    ['#features', null],
    ['', null],
    ['#settings=report&answerId=<script>', null],
  ])('%s', (hash, expected) => {
    expect(parseSettingsHash(hash)).toEqual(expected)
  })
})

describe('settingsTabsFor: the Affiliate tab only for the programme (issue 38)', () => {
  it.each([
    ['user', ['account', 'subscription', 'stats', 'referrals', 'report']],
    ['editor', ['account', 'subscription', 'stats', 'referrals', 'report']],
    ['contributor', ['account', 'subscription', 'stats', 'referrals', 'report']],
    ['admin', ['account', 'subscription', 'affiliate', 'stats', 'referrals', 'report']],
  ])('%s', (role, tabs) => {
    expect(settingsTabsFor({ role })).toEqual(tabs)
  })
})
