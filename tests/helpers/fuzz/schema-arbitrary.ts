import fc from 'fast-check'
import { z } from 'zod'

/** The part of JSON Schema that `z.toJSONSchema` writes for our request schemas. */
type JsonSchema = {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  enum?: unknown[]
  const?: unknown
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  items?: JsonSchema
  pattern?: string
  format?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
}

/** A zod schema as the JSON Schema of what it accepts as input (refinements aside). */
export const inputSchemaOf = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema

const LONGEST_STRING = 300

const stringArbitrary = (schema: JsonSchema): fc.Arbitrary<string> => {
  const minLength = schema.minLength ?? 0
  const maxLength = Math.min(schema.maxLength ?? LONGEST_STRING, LONGEST_STRING)
  const patterns = [schema.pattern, ...(schema.allOf ?? []).map((part) => part.pattern)].filter(Boolean) as string[]
  if (schema.format === 'email') return fc.emailAddress()
  if (patterns.length === 0) return fc.string({ minLength, maxLength: Math.max(minLength, maxLength) })
  // One piece matching each pattern (unanchored ones only need to occur), padded to the minimum length.
  return fc
    .tuple(...patterns.map((pattern) => fc.stringMatching(new RegExp(pattern))))
    .map((pieces) => pieces.join('').padEnd(minLength, 'a'))
}

const numberArbitrary = (schema: JsonSchema, isInteger: boolean): fc.Arbitrary<number> => {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1_000_000)
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1_000_000)
  return isInteger
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true })
}

/** Values the schema accepts (as far as JSON Schema says: refinements may still refuse some). */
export const validValue = (schema: JsonSchema): fc.Arbitrary<unknown> => {
  if (schema.enum) return fc.constantFrom(...schema.enum)
  if (schema.const !== undefined) return fc.constant(schema.const)
  const alternatives = schema.anyOf ?? schema.oneOf
  if (alternatives) return fc.oneof(...alternatives.map(validValue))
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []
  if (types.length > 1) return fc.oneof(...types.map((type) => validValue({ ...schema, type })))
  switch (types[0]) {
    case 'object': {
      const properties = schema.properties ?? {}
      const model = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, validValue(value)]))
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) })
    }
    case 'array':
      return fc.array(schema.items ? validValue(schema.items) : fc.jsonValue(), { maxLength: 5 })
    case 'string':
      return stringArbitrary(schema)
    case 'integer':
      return numberArbitrary(schema, true)
    case 'number':
      return numberArbitrary(schema, false)
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    default:
      return fc.jsonValue({ maxDepth: 2 })
  }
}

/** Strings at and past the edges: empty, blank, just too long, control and null bytes, scripts, markup. */
const edgeString = (schema: JsonSchema) =>
  fc.oneof(
    fc.constantFrom('', ' ', '\u0000', '\u202e', '😀'.repeat(3), '<script>alert(1)</script>', "' OR 1=1 --", '../..'),
    fc.constant('x'.repeat((schema.maxLength ?? LONGEST_STRING) + 1)),
    fc.constant('x'.repeat(Math.max(0, (schema.minLength ?? 1) - 1))),
    fc.string({ unit: 'binary', maxLength: 40 }),
  )

/** A value of the wrong kind for the field, or one at its edges. */
const wrongValue = (schema: JsonSchema) =>
  fc.oneof(
    fc.constantFrom(null, true, 0, -1, 1e308, Number.MAX_SAFE_INTEGER + 2, [], {}, [1, 'a'], { $gt: '' }),
    edgeString(schema),
    fc.jsonValue({ maxDepth: 3 }),
  )

/**
 * Bodies around the schema: valid ones with one field dropped, one field wrong or at its edge,
 * unknown fields added (prototype keys among them), or nothing but noise of the right shape.
 */
export const aroundValue = (schema: JsonSchema): fc.Arbitrary<unknown> => {
  const valid = validValue(schema)
  const properties = Object.keys(schema.properties ?? {})
  if (schema.type !== 'object' || properties.length === 0) return fc.oneof(valid, wrongValue(schema))
  const field = fc.constantFrom(...properties)
  return fc.oneof(
    valid,
    fc.tuple(valid, field).map(([value, key]) => {
      const { [key]: _dropped, ...rest } = value as Record<string, unknown>
      return rest
    }),
    fc
      .tuple(valid, field)
      .chain(([value, key]) =>
        wrongValue(schema.properties![key]!).map((wrong) => ({ ...(value as object), [key]: wrong })),
      ),
    fc
      .tuple(
        valid,
        fc.dictionary(
          fc.constantFrom('__proto__', 'constructor', 'role', 'id', 'user', 'extra'),
          fc.jsonValue({ maxDepth: 2 }),
        ),
      )
      .map(([value, extra]) => ({ ...(value as object), ...extra })),
    fc.dictionary(fc.constantFrom(...properties), wrongValue({})),
  )
}
