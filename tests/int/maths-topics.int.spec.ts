import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { MATHS_LABELS } from '@/services/answers/maths/labels'

import type { FakeModel } from '../fakes/openai/server'
import { approvedStudent, ask, startModel } from '../helpers/answers'
import { getTestPayload } from '../helpers/payload'

let payload: Payload
let model: FakeModel

beforeAll(async () => {
  payload = await getTestPayload()
  model = await startModel()
})
afterAll(async () => model.stop())
afterEach(() => model.setReply((request) => `Answer to: ${JSON.stringify(request.messages.at(-1)?.content)}`))

describe('POST /api/ask with the issue-25 maths kinds', () => {
  it('answers a new kind with the CAS, verified, in the answer language, without the model', async () => {
    const { token } = await approvedStudent(payload)
    const calls = model.requests.length
    const response = await ask(token, { question: 'Find the mean of 2, 4, 6 and 8', answerLocale: 'ar' })
    expect(response.status).toBe(200)
    expect(response.done).toMatchObject({ source: 'cas', isVerified: true })
    expect(response.text).toContain(MATHS_LABELS.ar.meanFormula)
    expect(response.text).toContain('$5$')
    expect(model.requests.length).toBe(calls)
  })

  it('a question it reads but cannot answer exactly goes to the model, unverified', async () => {
    const { token } = await approvedStudent(payload)
    const calls = model.requests.length
    const response = await ask(token, { question: 'solve sin x = 0.3 from 0 to 2pi' })
    expect(response.done).toMatchObject({ source: 'model', isVerified: false })
    expect(model.requests.length).toBe(calls + 1)
  })

  it('cross-checks the model on a new kind inside a longer question', async () => {
    const { token } = await approvedStudent(payload)
    const question = 'My teacher says 10 choose 3 is 720, is that right?'
    model.setReply(() => 'Yes, that is right.\n\n**Answer:** $720$')
    expect((await ask(token, { question })).done).toMatchObject({
      source: 'model',
      isVerified: false,
      crossCheck: 'disagrees',
    })
    model.setReply(() => 'No: it is 10·9·8 / 3! .\n\n**Answer:** $120$')
    expect((await ask(token, { question })).done).toMatchObject({ source: 'model', crossCheck: 'agrees' })
  })
})
