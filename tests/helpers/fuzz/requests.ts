import fc from 'fast-check'

import type { ApiRoute } from '../api-routes'
import { aroundValue, inputSchemaOf, validValue } from './schema-arbitrary'

export type Caller = 'anonymous' | 'student' | 'admin'

/** One generated request, encoded when it is sent (a form's bytes are made asynchronously). */
export type FuzzRequest = {
  caller: Caller
  method: ApiRoute['method']
  path: string
  query: string
  body:
    | { kind: 'none' }
    | { kind: 'json'; value: unknown; cut?: number }
    | { kind: 'form'; fields: Record<string, string>; files: Record<string, Uint8Array>; cut?: number }
    | { kind: 'bytes'; bytes: Uint8Array; contentType: string }
}

/** Ids a `:param` may name: documents that exist (never the callers' own accounts), and ones that cannot. */
const paramValue = (ids: readonly string[]) =>
  fc.oneof(
    { arbitrary: fc.constantFrom(...ids), weight: 3 },
    fc.constantFrom('abc', '0', '-1', '1.5', '1e3', '99999999999999999999', '%00', 'null', '1 OR 1=1', 'pm_x'),
    fc.integer({ min: 1_000_000, max: 2 ** 31 }).map(String),
    fc.string({ minLength: 1, maxLength: 12 }),
  )

const fillParams = (path: string, ids: readonly string[]) => {
  const names = [...path.matchAll(/:(\w+)\??/g)].map(([, name]) => name!)
  return fc
    .tuple(...names.map(() => paramValue(ids)))
    .map((values) =>
      names.reduce((filled, _name, index) => filled.replace(/:\w+\??/, encodeURIComponent(values[index]!)), path),
    )
}

const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))

/** Query parameters from and around the endpoint's query schema, and the ones Payload reads. */
const queryArbitrary = (route: ApiRoute) => {
  const schema = route.description?.query ? inputSchemaOf(route.description.query) : null
  const fromSchema = schema
    ? aroundValue(schema).map((value) =>
        value && typeof value === 'object' && !Array.isArray(value)
          ? Object.entries(value).map(([key, item]) => [key, asText(item)] as [string, string])
          : [],
      )
    : fc.constant([] as [string, string][])
  const payloadParams = fc.array(
    fc.tuple(
      fc.constantFrom(
        'where[id][equals]',
        'where[createdAt][greater_than]',
        'where[or][0][id][in]',
        'limit',
        'page',
        'depth',
        'sort',
        'locale',
        'select[id]',
        'draft',
        'where',
      ),
      fc.oneof(
        fc.constantFrom('1', '-1', 'abc', 'true', '2020-99-99', '1e400', '', 'fr', 'xx'),
        fc.string({ maxLength: 10 }),
      ),
    ),
    { maxLength: 3 },
  )
  return fc
    .tuple(
      fromSchema,
      payloadParams,
      fc.array(fc.tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 })), { maxLength: 2 }),
    )
    .map(([own, payload, noise]) => new URLSearchParams([...own, ...payload, ...noise]).toString())
}

const CONTENT_TYPES = [
  'application/json',
  'multipart/form-data; boundary=fuzz',
  'multipart/form-data',
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/octet-stream',
  '',
]

/** Bodies from and around the endpoint's schema, as JSON or as a form (cut short or not), or raw noise. */
const bodyArbitrary = (route: ApiRoute, image: Uint8Array): fc.Arbitrary<FuzzRequest['body']> => {
  const described = route.description?.body ?? route.description?.accepts?.form
  const schema = described ? inputSchemaOf(described) : { type: 'object' }
  const value = fc.oneof(
    { arbitrary: aroundValue(schema), weight: 3 },
    validValue(schema),
    fc.jsonValue({ maxDepth: 4 }),
  )
  const cut = fc.option(fc.nat({ max: 4000 }), { nil: undefined })
  const files = fc.dictionary(
    fc.constantFrom(...(route.description?.accepts?.files ?? ['file']), 'image'),
    fc.oneof(fc.constant(image), fc.uint8Array({ maxLength: 512 }), fc.constant(new Uint8Array())),
    { maxKeys: 2 },
  )
  return fc.oneof(
    { arbitrary: fc.record({ kind: fc.constant('json' as const), value, cut }), weight: 4 },
    {
      arbitrary: fc.record({
        kind: fc.constant('form' as const),
        fields: value.map((fields) =>
          fields && typeof fields === 'object' && !Array.isArray(fields)
            ? Object.fromEntries(Object.entries(fields).map(([key, item]) => [key, asText(item)]))
            : { _payload: asText(fields) },
        ),
        files,
        cut,
      }),
      weight: route.description?.accepts?.form ? 4 : 1,
    },
    {
      arbitrary: fc.record({
        kind: fc.constant('bytes' as const),
        bytes: fc.uint8Array({ maxLength: 2048 }),
        contentType: fc.constantFrom(...CONTENT_TYPES),
      }),
      weight: 2,
    },
    fc.constant({ kind: 'none' as const }),
  )
}

const callerFor = (route: ApiRoute): fc.Arbitrary<Caller> => {
  const access = route.description?.access ?? 'admin'
  const main: Caller = access === 'admin' ? 'admin' : 'student'
  return fc.oneof({ arbitrary: fc.constant(main), weight: 6 }, fc.constantFrom<Caller>('anonymous', 'student', 'admin'))
}

/** Requests to one route: its caller, its path (ids filled), its query string and its body. */
export const requestsTo = (route: ApiRoute, ids: readonly string[], image: Uint8Array): fc.Arbitrary<FuzzRequest> =>
  fc.record({
    caller: callerFor(route),
    method: fc.constant(route.method),
    path: fillParams(route.path, ids),
    query: queryArbitrary(route),
    body: route.method === 'GET' ? fc.constant({ kind: 'none' as const }) : bodyArbitrary(route, image),
  })

/** The request's body bytes and content type, as a client would send them. */
export const encodeBody = async (body: FuzzRequest['body']): Promise<{ bytes?: Uint8Array; contentType?: string }> => {
  switch (body.kind) {
    case 'none':
      return {}
    case 'bytes':
      return { bytes: body.bytes, contentType: body.contentType }
    case 'json': {
      const bytes = new TextEncoder().encode(JSON.stringify(body.value) ?? 'null')
      return { bytes: body.cut === undefined ? bytes : bytes.slice(0, body.cut), contentType: 'application/json' }
    }
    case 'form': {
      const form = new FormData()
      for (const [name, value] of Object.entries(body.fields)) form.append(name, value)
      for (const [name, bytes] of Object.entries(body.files))
        form.append(name, new Blob([bytes as Uint8Array<ArrayBuffer>]), `${name}.png`)
      const encoded = new Response(form)
      const bytes = new Uint8Array(await encoded.arrayBuffer())
      return {
        bytes: body.cut === undefined ? bytes : bytes.slice(0, body.cut),
        contentType: encoded.headers.get('content-type')!,
      }
    }
  }
}
