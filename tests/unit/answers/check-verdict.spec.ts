import { describe, expect, it } from 'vitest'

import { MAX_CHECK_FEEDBACK_LENGTH } from '@/config/answers'
import { parseModelVerdict } from '@/services/answers/check-verdict'

describe("the model's verdict on a student's answer, read leniently", () => {
  it.each([
    ['{"verdict":"correct","firstWrongStep":null,"explanation":"Right."}', 'correct', null, 'Right.'],
    ['{"verdict":"notYet","firstWrongStep":null,"explanation":"Add units."}', 'notYet', null, 'Add units.'],
    [
      '{"verdict":"incorrect","firstWrongStep":"2x = 14","explanation":"Subtract 3."}',
      'incorrect',
      '2x = 14',
      'Subtract 3.',
    ],
    [
      '```json\n{"verdict": "incorrect", "firstWrongStep": "Step 2", "explanation": "No."}\n```',
      'incorrect',
      'Step 2',
      'No.',
    ],
    ['Here you go: {"verdict": "Not yet", "explanation": "Almost."} Hope it helps!', 'notYet', null, 'Almost.'],
    ['{"verdict": "not_yet", "firstWrongStep": "ignored", "explanation": ""}', 'notYet', null, null],
    ['{"verdict": "WRONG", "first_wrong_step": "line 1"}', 'incorrect', 'line 1', null],
    ['{"verdict": "Right"}', 'correct', null, null],
    ['{"verdict": "partially correct", "explanation": "Half."}', 'notYet', null, 'Half.'],
    ['{"note": "x"} {"verdict": "correct"}', 'correct', null, null],
    [
      '{"verdict": "correct", "explanation": "Use \\"quotes\\" and {braces}."}',
      'correct',
      null,
      'Use "quotes" and {braces}.',
    ],
    [
      'Incorrect. The first step divides before subtracting.',
      'incorrect',
      null,
      'The first step divides before subtracting.',
    ],
    ['Correct!', 'correct', null, null],
    ['Not yet: finish the last step.', 'notYet', null, 'finish the last step.'],
  ])('%j → %s', (reply, verdict, firstWrongStep, explanation) => {
    expect(parseModelVerdict(reply)).toEqual({ verdict, firstWrongStep, explanation })
  })

  it.each([
    '',
    'I am not sure.',
    '{"verdict": "maybe"}',
    '{"verdict": 1}',
    '{verdict: correct}',
    '[1, 2]',
    '**Verdict** unclear',
    'The answer looks correct to me',
  ])('reads no verdict from %j', (reply) => {
    expect(parseModelVerdict(reply)).toBeNull()
  })

  it('keeps what it passes on short', () => {
    const long = 'x'.repeat(MAX_CHECK_FEEDBACK_LENGTH * 2)
    const parsed = parseModelVerdict(JSON.stringify({ verdict: 'incorrect', firstWrongStep: long, explanation: long }))
    expect(parsed!.firstWrongStep).toHaveLength(MAX_CHECK_FEEDBACK_LENGTH)
    expect(parsed!.explanation!.endsWith('…')).toBe(true)
  })
})
