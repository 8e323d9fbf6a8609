import { MAX_JSON_DEPTH } from '../../config/limits'
import { BodyTooLargeError, type ClientFault } from './client-faults'

/** The first `max` bytes of a body (all of it when it is shorter), and the stream of the rest. */
export const readHead = async (body: ReadableStream<Uint8Array>, max: number) => {
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  while (size <= max) {
    const { done, value } = await reader.read()
    if (done) return { head: concat(chunks, size), reader: null }
    chunks.push(value)
    size += value.byteLength
  }
  return { head: concat(chunks, size), reader }
}

const concat = (chunks: Uint8Array[], size: number) => {
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}

/**
 * The whole body again, as a stream that fails with BodyTooLargeError once it passes `cap` bytes:
 * a body without a declared length is cut off as it arrives, never buffered to the end first.
 */
export const cappedStream = (head: Uint8Array, reader: ReadableStreamDefaultReader<Uint8Array>, cap: number) => {
  let size = head.byteLength
  return new ReadableStream<Uint8Array>({
    start(controller) {
      if (head.byteLength) controller.enqueue(head)
    },
    async pull(controller) {
      const { done, value } = await reader.read()
      if (done) return controller.close()
      size += value.byteLength
      if (size > cap) {
        controller.error(new BodyTooLargeError())
        await reader.cancel()
        return
      }
      controller.enqueue(value)
    },
    cancel: (reason) => reader.cancel(reason),
  })
}

/** Whether JSON text nests deeper than `max` (counted without parsing: a deep body would overflow the parser). */
export const isNestedDeeperThan = (text: string, max: number): boolean => {
  let depth = 0
  let isInString = false
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]
    if (isInString) {
      if (char === '\\') index += 1
      else if (char === '"') isInString = false
    } else if (char === '"') isInString = true
    else if (char === '{' || char === '[') {
      depth += 1
      if (depth > max) return true
    } else if (char === '}' || char === ']') depth -= 1
  }
  return false
}

/** What is wrong with a JSON body, if anything: not UTF-8, too deep, not JSON, or not an object. */
export const jsonBodyFault = (bytes: Uint8Array): ClientFault | null => {
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return { status: 400, key: 'requestJsonInvalid' }
  }
  if (!text.trim()) return null
  if (isNestedDeeperThan(text, MAX_JSON_DEPTH)) return { status: 400, key: 'requestJsonTooDeep' }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return { status: 400, key: 'requestJsonInvalid' }
  }
  return value && typeof value === 'object' && !Array.isArray(value)
    ? null
    : { status: 400, key: 'requestBodyNotObject' }
}

/**
 * A whole multipart body checked: unparsable, or a `_payload` field that is not a JSON object, is
 * a fault. A form without `_payload` gets an empty one: Payload reads a form's data from it alone,
 * and its internal collections fail (500) on a write without data.
 */
export const checkedForm = async (
  bytes: Uint8Array,
  contentType: string,
): Promise<ClientFault | { bytes: Uint8Array; contentType: string }> => {
  let form: FormData
  try {
    form = await new Response(bytes as Uint8Array<ArrayBuffer>, { headers: { 'content-type': contentType } }).formData()
  } catch {
    return { status: 400, key: 'requestFormInvalid' }
  }
  const data = form.get('_payload')
  if (typeof data === 'string') return jsonBodyFault(new TextEncoder().encode(data)) ?? { bytes, contentType }
  if (data !== null) return { status: 400, key: 'requestBodyNotObject' }
  form.append('_payload', '{}')
  const encoded = new Response(form)
  return { bytes: new Uint8Array(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type')! }
}
