import { describe, expect, it } from 'vitest'

import {
  askEventSchemas,
  checkResultSchema,
  idSchema,
  threadTurnSchema,
  weeklyStatsSchema,
} from '@/components/answers/api/schemas'

// The answer UI's checks on what the API sends (zod's small build): lenient where older servers
// differ, strict where the UI could not go on.
describe('answer UI schemas', () => {
  it.each([
    [42, '42'],
    ['7', '7'],
  ])('keeps the id %j as the string %j', (input, output) => {
    expect(idSchema.parse(input)).toBe(output)
  })

  it.each([[''], [null], [{}]])('refuses the id %j', (input) => {
    expect(idSchema.safeParse(input).success).toBe(false)
  })

  it('reads an older server’s turn: no level is a full answer, an unknown verdict is none', () => {
    const turn = threadTurnSchema.parse({ answerId: 3, ladderLevel: 'mystery', checkVerdict: 'maybe' })
    expect(turn).toMatchObject({ answerId: '3', ladderLevel: 'full', checkVerdict: null })
  })

  it('keeps optional and empty figures as they come', () => {
    expect(weeklyStatsSchema.parse({ remainingRequests: null })).toEqual({ remainingRequests: null })
    expect(weeklyStatsSchema.safeParse({ remainingRequests: 'ten' }).success).toBe(false)
  })

  it('reads a check with unknown parts as absent rather than failing', () => {
    const result = checkResultSchema.parse({
      answerId: 1,
      verdict: 'incorrect',
      reason: 'new_reason',
      firstWrongStep: { index: 'x' },
      explanation: 5,
    })
    expect(result).toEqual({
      answerId: '1',
      verdict: 'incorrect',
      reason: null,
      firstWrongStep: null,
      explanation: null,
    })
    expect(checkResultSchema.safeParse({ answerId: 1, verdict: 'unsure' }).success).toBe(false)
  })

  it('refuses a done event without its source', () => {
    expect(askEventSchemas.done.safeParse({ answerId: 1, threadId: 2, isVerified: true }).success).toBe(false)
    expect(askEventSchemas.done.parse({ answerId: 1, threadId: 2, source: 'model', isVerified: false })).toMatchObject({
      answerId: '1',
      threadId: '2',
      ladderLevel: 'full',
    })
  })
})
