import { describe, expect, it } from 'vitest'

import { MAX_JSON_DEPTH } from '@/config/limits'
import { BodyTooLargeError, clientFaultOf } from '@/lib/http/client-faults'
import { cappedStream, checkedForm, isNestedDeeperThan, jsonBodyFault, readHead } from '@/lib/http/request-body'

const bytes = (text: string) => new TextEncoder().encode(text)
const streamOf = (...chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      chunks.forEach((chunk) => controller.enqueue(bytes(chunk)))
      controller.close()
    },
  })

describe('JSON bodies', () => {
  it.each([
    ['{"a":1}', null],
    ['', null],
    ['{"a":', 'requestJsonInvalid'],
    ['[1]', 'requestBodyNotObject'],
    ['null', 'requestBodyNotObject'],
    ['"x"', 'requestBodyNotObject'],
    [`${'['.repeat(MAX_JSON_DEPTH + 1)}${']'.repeat(MAX_JSON_DEPTH + 1)}`, 'requestJsonTooDeep'],
  ])('%j → %s', (text, key) => {
    expect(jsonBodyFault(bytes(text))?.key ?? null).toBe(key)
  })

  it('refuses bytes that are not UTF-8', () => {
    expect(jsonBodyFault(new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d]))?.key).toBe('requestJsonInvalid')
  })

  it('counts nesting outside strings only', () => {
    expect(isNestedDeeperThan(JSON.stringify({ text: '[[[[[[[[[[' }), 3)).toBe(false)
    expect(isNestedDeeperThan(JSON.stringify({ text: 'a\\"[[[[', x: [[[1]]] }), 3)).toBe(true)
    expect(isNestedDeeperThan(JSON.stringify({ a: { b: { c: 1 } } }), 3)).toBe(false)
  })
})

describe('multipart bodies', () => {
  const form = async (fields: Record<string, string>) => {
    const data = new FormData()
    for (const [name, value] of Object.entries(fields)) data.append(name, value)
    const response = new Response(data)
    return { body: new Uint8Array(await response.arrayBuffer()), type: response.headers.get('content-type')! }
  }

  it('accepts a complete form and refuses one cut short', async () => {
    const { body, type } = await form({ _payload: '{}', question: 'What is 2 + 2?' })
    expect(await checkedForm(body, type)).toEqual({ bytes: body, contentType: type })
    expect(await checkedForm(body.slice(0, body.length - 10), type)).toMatchObject({ key: 'requestFormInvalid' })
  })

  it("checks Payload's _payload field as a JSON body, and gives a form without one an empty one", async () => {
    const bad = await form({ _payload: '{"alt":' })
    expect(await checkedForm(bad.body, bad.type)).toMatchObject({ key: 'requestJsonInvalid' })
    const bare = await form({ question: 'What is 2 + 2?' })
    const checked = (await checkedForm(bare.body, bare.type)) as { bytes: Uint8Array; contentType: string }
    const fields = await new Response(checked.bytes as Uint8Array<ArrayBuffer>, {
      headers: { 'content-type': checked.contentType },
    }).formData()
    expect(Object.fromEntries(fields)).toEqual({ question: 'What is 2 + 2?', _payload: '{}' })
  })
})

describe('reading a body in two parts', () => {
  it('returns a short body whole', async () => {
    const { head, reader } = await readHead(streamOf('ab', 'cd'), 10)
    expect(new TextDecoder().decode(head)).toBe('abcd')
    expect(reader).toBeNull()
  })

  it('streams the rest of a long one and fails it past the cap', async () => {
    const { head, reader } = await readHead(streamOf('ab', 'cd', 'ef', 'gh'), 3)
    expect(new TextDecoder().decode(head)).toBe('abcd')
    const whole = cappedStream(head, reader!, 8)
    expect(await new Response(whole).text()).toBe('abcdefgh')

    const again = await readHead(streamOf('ab', 'cd', 'ef', 'gh'), 3)
    const capped = new Response(cappedStream(again.head, again.reader!, 6)).text()
    await expect(capped).rejects.toBeInstanceOf(BodyTooLargeError)
  })
})

describe('client faults thrown below the guard', () => {
  it.each([
    [new BodyTooLargeError(), 413],
    [new Error('Multipart limit has been reached'), 413],
    [new Error('Unexpected end of form'), 400],
    [new TypeError('Failed to parse body as FormData.'), 400],
    [
      new Error('Failed query', {
        cause: new RangeError('Only finite numbers (not Infinity or NaN) can be passed as arguments'),
      }),
      400,
    ],
    [
      Object.assign(new Error('invalid input syntax for type integer: "NaN"'), { code: '22P02', severity: 'ERROR' }),
      400,
    ],
  ])('%s → %i', (error, status) => {
    expect(clientFaultOf(error)?.status).toBe(status)
  })

  it('leaves server faults alone', () => {
    expect(clientFaultOf(new Error('connect ECONNREFUSED 127.0.0.1:5432'))).toBeNull()
    expect(
      clientFaultOf(Object.assign(new Error('deadlock detected'), { code: '40P01', severity: 'ERROR' })),
    ).toBeNull()
    // JSON that failed to parse is the client's only where Payload parsed a form's `_payload`.
    expect(clientFaultOf(new SyntaxError('Unexpected token'))).toBeNull()
    const form = { headers: new Headers({ 'content-type': 'multipart/form-data; boundary=x' }) }
    expect(clientFaultOf(new SyntaxError('Unexpected token'), form)?.status).toBe(400)
  })
})
