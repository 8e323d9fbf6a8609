import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { MAX_FLASHCARD_BACK_LENGTH, MAX_FLASHCARD_FRONT_LENGTH } from '@/config/flashcards'
import { CSV_COLUMNS } from '@/services/flashcards/export'

import type { FakeModel } from '../fakes/openai/server'
import { approvedStudent, ask, startModel, tokenFor } from '../helpers/answers'
import { parseAnkiNotes, parseDelimited } from '../helpers/delimited'
import { createUser } from '../helpers/factories'
import { getTestPayload } from '../helpers/payload'
import { rest, restResponse } from '../helpers/rest'

let payload: Payload
let model: FakeModel

beforeAll(async () => {
  payload = await getTestPayload()
  model = await startModel()
})
afterAll(async () => model.stop())

const answered = async (token: string, question: string) => {
  const asked = await ask(token, { question })
  return { answerId: String(asked.done!.answerId), threadId: String(asked.done!.threadId), answer: asked.text }
}
const cardCount = async (userId: number) =>
  (await payload.count({ collection: 'flashcards', where: { user: { equals: userId } }, overrideAccess: true }))
    .totalDocs
const wrongAnswerReport = (token: string, answerId: string, correctAnswer: string) => {
  const form = new FormData()
  form.set('question', 'What is 2 + 2?')
  form.set('wrongAnswer', '5')
  form.set('correctAnswer', correctAnswer)
  form.set('answerId', answerId)
  return rest('POST', '/analytics/reports/wrong-answer', { token, body: form })
}

describe('flashcards: create, list, delete', () => {
  it('makes a card from one of the student’s answers, once', async () => {
    const { user, token } = await approvedStudent(payload)
    const { answerId, answer } = await answered(token, 'Solve 2x + 3 = 11')
    const made = await rest('POST', '/flashcards', { token, body: { answerId } })
    expect(made.status).toBe(201)
    expect(made.json).toMatchObject({
      isNew: true,
      card: { front: 'Solve 2x + 3 = 11', back: answer, answerId: Number(answerId) || answerId, state: 'new', reps: 0 },
    })
    expect(answer.length).toBeGreaterThan(0)
    const again = await rest('POST', '/flashcards', { token, body: { answerId } })
    expect(again.status).toBe(200)
    expect(again.json).toMatchObject({ isNew: false, card: { id: made.json.card.id } })
    expect(await cardCount(user.id)).toBe(1)
  })

  it('makes a card written by hand, lists the deck newest first and deletes a card', async () => {
    const { user, token } = await approvedStudent(payload)
    const first = await rest('POST', '/flashcards', { token, body: { front: 'Capital of France?', back: 'Paris' } })
    const second = await rest('POST', '/flashcards', { token, body: { front: '  $e^{i\\pi}$  ', back: '$-1$' } })
    expect([first.status, second.status]).toEqual([201, 201])
    expect(second.json.card.front).toBe('$e^{i\\pi}$')
    const deck = await rest('GET', '/flashcards', { token })
    expect(deck.status).toBe(200)
    expect(deck.json.cards.map((card: { front: string }) => card.front)).toEqual(['$e^{i\\pi}$', 'Capital of France?'])
    const removed = await rest('DELETE', `/flashcards/${first.json.card.id}`, { token })
    expect(removed.status).toBe(200)
    expect(await cardCount(user.id)).toBe(1)
    expect((await rest('DELETE', `/flashcards/${first.json.card.id}`, { token })).status).toBe(404)
  })
})

describe('flashcards: isolation between students', () => {
  it('another student, an editor or an admin cannot see, review, delete or export a student’s cards', async () => {
    const owner = await approvedStudent(payload)
    const card = (await rest('POST', '/flashcards', { token: owner.token, body: { front: 'Mine', back: 'Secret' } }))
      .json.card
    const { answerId } = await answered(owner.token, '3 + 4')
    const others = [
      (await approvedStudent(payload)).token,
      await tokenFor((await createUser(payload, { role: 'editor' })).email),
      await tokenFor((await createUser(payload, { role: 'admin' })).email),
    ]
    for (const token of others) {
      expect((await rest('GET', `/flashcards/${card.id}`, { token })).status).toBe(404)
      expect((await rest('POST', `/flashcards/${card.id}/review`, { token, body: { grade: 'good' } })).status).toBe(404)
      expect((await rest('DELETE', `/flashcards/${card.id}`, { token })).status).toBe(404)
      expect((await rest('GET', '/flashcards', { token })).json.cards).toEqual([])
      expect((await rest('GET', '/flashcards/due', { token })).json).toMatchObject({ cards: [], dueCount: 0 })
      expect((await rest('GET', '/flashcards/export?format=csv', { token })).json).not.toContain('Secret')
      // Someone else's answer is not one to make a card from.
      expect((await rest('POST', '/flashcards', { token, body: { answerId } })).status).toBe(404)
      // Payload's REST list is ours here: it never lists anyone else's cards either.
      expect((await rest('GET', '/flashcards?where[user][equals]=' + owner.user.id, { token })).json.cards).toEqual([])
    }
    expect((await rest('GET', `/flashcards/${card.id}`, { token: owner.token })).json.front).toBe('Mine')
    expect((await rest('PATCH', `/flashcards/${card.id}`, { token: owner.token, body: { reps: 99 } })).status).toBe(403)
  })
})

describe('flashcards: an account deleted by an admin', () => {
  it('goes with its cards, also those made from its answers', async () => {
    const { user, token } = await approvedStudent(payload)
    const { answerId } = await answered(token, '5 + 6')
    expect((await rest('POST', '/flashcards', { token, body: { answerId } })).status).toBe(201)
    const admin = await tokenFor((await createUser(payload, { role: 'admin' })).email)
    expect((await rest('DELETE', `/admin/users/${user.id}`, { token: admin })).status).toBe(200)
    expect(await cardCount(user.id)).toBe(0)
  })
})

describe('flashcards: review', () => {
  it('moves the card to its next due date with each grade and counts what is due', async () => {
    const { user, token } = await approvedStudent(payload)
    const card = (await rest('POST', '/flashcards', { token, body: { front: 'Q', back: 'A' } })).json.card
    const due = await rest('GET', '/flashcards/due', { token })
    expect(due.json).toMatchObject({ dueCount: 1, total: 1, cards: [{ id: card.id }] })
    const before = Date.now()
    const reviewed = await rest('POST', `/flashcards/${card.id}/review`, { token, body: { grade: 'easy' } })
    expect(reviewed.status).toBe(200)
    expect(reviewed.json.card).toMatchObject({ state: 'review', reps: 1, scheduledDays: 8 })
    const dueAt = Date.parse(reviewed.json.card.due)
    expect(dueAt - before).toBeGreaterThanOrEqual(8 * 86_400_000 - 5_000)
    expect(dueAt - Date.now()).toBeLessThanOrEqual(8 * 86_400_000)
    expect(reviewed.json.dueCount).toBe(0)
    const stored = await payload.findByID({ collection: 'flashcards', id: card.id, overrideAccess: true })
    expect(stored).toMatchObject({ reps: 1, state: 'review', due: reviewed.json.card.due })
    expect(stored.stability).toBeGreaterThan(0)
    expect((await rest('GET', '/flashcards/due', { token })).json).toMatchObject({ dueCount: 0, total: 1, cards: [] })

    const other = (await rest('POST', '/flashcards', { token, body: { front: 'Q2', back: 'A2' } })).json.card
    const forgotten = await rest('POST', `/flashcards/${other.id}/review`, { token, body: { grade: 'again' } })
    expect(forgotten.json.card).toMatchObject({ state: 'learning', reps: 1 })
    expect(Date.parse(forgotten.json.card.due) - Date.now()).toBeLessThanOrEqual(60_000)
    expect(await cardCount(user.id)).toBe(2)
  })
})

describe('flashcards: cards from my mistakes', () => {
  it('makes one card per reported or unhelpful answer, with the reported correction on the back, once', async () => {
    const { token } = await approvedStudent(payload)
    const reported = await answered(token, 'What is 2 + 2?')
    const unhelpful = await answered(token, 'What is 3 + 5?')
    await answered(token, 'What is 1 + 1?')
    expect((await wrongAnswerReport(token, reported.answerId, 'It is **4**.')).status).toBe(201)
    expect(
      (await rest('POST', `/answers/${unhelpful.answerId}/feedback`, { token, body: { helpful: false } })).status,
    ).toBe(200)
    const made = await rest('POST', '/flashcards/from-mistakes', { token })
    expect(made.status).toBe(201)
    expect(made.json.mistakes).toBe(2)
    const sides = made.json.cards.map((card: { front: string; back: string }) => [card.front, card.back])
    expect(sides).toEqual([
      ['What is 3 + 5?', unhelpful.answer],
      ['What is 2 + 2?', 'It is **4**.'],
    ])
    const again = await rest('POST', '/flashcards/from-mistakes', { token })
    expect(again.json).toMatchObject({ cards: [], mistakes: 2 })
  })

  it('counts an answer the student checked as incorrect, and not one checked as correct', async () => {
    const { token } = await approvedStudent(payload)
    const wrong = await answered(token, 'Solve 2x + 3 = 11')
    const right = await answered(token, 'Solve 3x = 12')
    const check = (threadId: string, studentAnswer: string) =>
      rest('POST', '/ask', { token, body: { mode: 'check', threadId, studentAnswer } })
    expect((await check(wrong.threadId, 'x = 5')).json.verdict).toBe('incorrect')
    expect((await check(right.threadId, 'x = 4')).json.verdict).toBe('correct')
    const made = await rest('POST', '/flashcards/from-mistakes', { token })
    expect(made.json.mistakes).toBe(1)
    expect(made.json.cards.map((card: { front: string }) => card.front)).toEqual(['Solve 2x + 3 = 11'])
  })
})

describe('flashcards: export', () => {
  it('downloads the deck for Anki and as CSV, and both parse back exactly', async () => {
    const { token } = await approvedStudent(payload)
    const sides = [
      { front: 'Tab\there, "quoted"', back: 'Line one\nline two — ünïcödé 数学 عربي 🧮' },
      { front: 'Solve $x^2 = 4$', back: '$$x = \\pm 2$$' },
    ]
    for (const body of sides) await rest('POST', '/flashcards', { token, body })
    const csv = await rest('GET', '/flashcards/export?format=csv', { token })
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="studify-flashcards.csv"')
    // Read as bytes: fetch's text() would drop the byte-order mark Excel needs (issue 38).
    const bytes = new Uint8Array(
      await (await restResponse('GET', '/flashcards/export?format=csv', { token })).arrayBuffer(),
    )
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const [header, ...rows] = parseDelimited(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1), ',')
    expect(header).toEqual([...CSV_COLUMNS])
    expect(rows.map(([front, back]) => ({ front, back }))).toEqual([...sides].reverse())

    const anki = await rest('GET', '/flashcards/export?format=anki', { token })
    expect(anki.headers.get('content-disposition')).toBe('attachment; filename="studify-flashcards-anki.txt"')
    const { headers, notes } = parseAnkiNotes(anki.json as unknown as string)
    expect(headers).toContain('#separator:tab')
    expect(headers).toContain('#html:true')
    expect(notes.map(([, front, back]) => [front, back])).toEqual([
      ['<p>Solve \\(x^2 = 4\\)</p>', '\\[x = \\pm 2\\]'],
      // Serialised by the sanitiser's DOM (issue 22): quotes in text need no escaping there.
      ['<p>Tab\there, "quoted"</p>', '<p>Line one\nline two — ünïcödé 数学 عربي 🧮</p>'],
    ])
  })
})

describe('flashcards: bad input changes nothing', () => {
  it.each([
    [
      'a grade out of range',
      (id: string) => ({ path: `/flashcards/${id}/review`, body: { grade: 'perfect' } }),
      400,
      'Choose again, hard, good or easy',
    ],
    [
      'a numeric grade',
      (id: string) => ({ path: `/flashcards/${id}/review`, body: { grade: 5 } }),
      400,
      'Choose again, hard, good or easy',
    ],
    [
      'an unknown card',
      () => ({ path: '/flashcards/999999999/review', body: { grade: 'good' } }),
      404,
      'Flashcard not found',
    ],
    ['a malformed id', () => ({ path: '/flashcards/not-an-id/review', body: { grade: 'good' } }), 404, undefined],
    [
      'a front too long',
      () => ({ path: '/flashcards', body: { front: 'x'.repeat(MAX_FLASHCARD_FRONT_LENGTH + 1), back: 'b' } }),
      400,
      'The front of a card can be at most 1,000 characters',
    ],
    [
      'a back too long',
      () => ({ path: '/flashcards', body: { front: 'f', back: 'x'.repeat(MAX_FLASHCARD_BACK_LENGTH + 1) } }),
      400,
      'The back of a card can be at most 10,000 characters',
    ],
    ['no back', () => ({ path: '/flashcards', body: { front: 'f' } }), 400, 'Please write the back of the card'],
    [
      'a blank front',
      () => ({ path: '/flashcards', body: { front: '   ', back: 'b' } }),
      400,
      'Please write the front of the card',
    ],
    ['an unknown answer', () => ({ path: '/flashcards', body: { answerId: '999999999' } }), 404, 'Answer not found'],
    ['an unknown field', () => ({ path: '/flashcards', body: { front: 'f', back: 'b', user: 1 } }), 400, undefined],
  ] as const)('%s → %i', async (_name, call, status, message) => {
    const { user, token } = await approvedStudent(payload)
    const card = (await rest('POST', '/flashcards', { token, body: { front: 'Q', back: 'A' } })).json.card
    const { path, body } = call(String(card.id))
    const response = await rest('POST', path, { token, body })
    expect(response.status).toBe(status)
    if (message) expect(response.json.message).toBe(message)
    expect(await cardCount(user.id)).toBe(1)
    const stored = await payload.findByID({ collection: 'flashcards', id: card.id, overrideAccess: true })
    expect(stored).toMatchObject({ reps: 0, state: 'new', front: 'Q', back: 'A' })
  })

  it('answers in the reader’s language', async () => {
    const { token } = await approvedStudent(payload)
    const response = await rest('GET', '/flashcards/export?format=pdf', { token, headers: { 'x-locale': 'de' } })
    expect(response.status).toBe(400)
    expect(response.json.message).toBe('Wähle anki oder csv')
  })

  it('counts a front as people count characters', async () => {
    const { token } = await approvedStudent(payload)
    const front = '🧮'.repeat(MAX_FLASHCARD_FRONT_LENGTH)
    expect((await rest('POST', '/flashcards', { token, body: { front, back: 'b' } })).status).toBe(201)
  })
})
