import { invalidRequest } from './errors'

/** A decoded `application/x-www-form-urlencoded` body in Stripe's bracket notation. */
export type FormValue = string | FormValue[] | FormObject
export type FormObject = { [key: string]: FormValue }

const splitKey = (key: string): string[] => {
  const open = key.indexOf('[')
  if (open <= 0) return [key]
  const segments = [key.slice(0, open)]
  for (const match of key.slice(open).matchAll(/\[([^\]]*)\]/g)) segments.push(match[1] ?? '')
  return segments
}

/** Objects whose keys are 0..n-1 came from `a[0]`, `a[1]` or `a[]`; metadata keeps numeric keys as keys. */
const normalize = (value: FormValue, key = ''): FormValue => {
  if (typeof value === 'string' || Array.isArray(value)) return value
  const entries = Object.entries(value).map(([k, v]) => [k, normalize(v, k)] as const)
  const keys = entries.map(([k]) => k)
  const isList = key !== 'metadata' && keys.length > 0 && keys.every((k) => /^\d+$/.test(k))
  if (isList) return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v)
  return Object.fromEntries(entries)
}

export const parseForm = (text: string): FormObject => {
  const root: FormObject = {}
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const segments = splitKey(rawKey)
    let node: FormObject = root
    segments.forEach((segment, index) => {
      const name = segment === '' ? String(Object.keys(node).length) : segment
      if (index === segments.length - 1) {
        node[name] = value
        return
      }
      const next = node[name]
      if (typeof next === 'object' && !Array.isArray(next)) node = next
      else node = node[name] = {}
    })
  }
  return normalize(root) as FormObject
}

/** Typed, validating access to one level of form parameters; `param` names match Stripe's errors. */
export class Params {
  constructor(
    readonly raw: FormObject,
    private readonly prefix = '',
  ) {}

  private name(key: string): string {
    return this.prefix ? `${this.prefix}[${key}]` : key
  }

  has(key: string): boolean {
    return this.raw[key] !== undefined
  }

  string(key: string): string | undefined {
    const value = this.raw[key]
    if (value === undefined) return undefined
    if (typeof value !== 'string') throw invalidRequest(`Invalid string: ${this.name(key)}`, this.name(key))
    return value
  }

  requiredString(key: string): string {
    const value = this.string(key)
    if (value === undefined || value === '') {
      throw invalidRequest(`Missing required param: ${this.name(key)}.`, this.name(key), 'parameter_missing')
    }
    return value
  }

  /** `undefined` when absent, `null` when sent empty (Stripe's way of unsetting a field). */
  nullableString(key: string): string | null | undefined {
    const value = this.string(key)
    return value === '' ? null : value
  }

  int(key: string): number | undefined {
    const value = this.string(key)
    if (value === undefined || value === '') return undefined
    if (!/^-?\d+$/.test(value)) {
      throw invalidRequest(`Invalid integer: ${value}`, this.name(key), 'parameter_invalid_integer')
    }
    return Number(value)
  }

  bool(key: string): boolean | undefined {
    const value = this.string(key)
    if (value === undefined || value === '') return undefined
    if (value !== 'true' && value !== 'false') throw invalidRequest(`Invalid boolean: ${value}`, this.name(key))
    return value === 'true'
  }

  child(key: string): Params | undefined {
    const value = this.raw[key]
    if (value === undefined || value === '') return undefined
    if (typeof value !== 'object' || Array.isArray(value)) {
      throw invalidRequest(`Invalid object: ${this.name(key)}`, this.name(key))
    }
    return new Params(value, this.name(key))
  }

  list(key: string): Params[] {
    const value = this.raw[key]
    if (value === undefined || value === '') return []
    if (!Array.isArray(value)) throw invalidRequest(`Invalid array: ${this.name(key)}`, this.name(key))
    return value.map((item, index) => {
      if (typeof item !== 'object' || Array.isArray(item)) {
        throw invalidRequest(`Invalid object: ${this.name(key)}[${index}]`, `${this.name(key)}[${index}]`)
      }
      return new Params(item, `${this.name(key)}[${index}]`)
    })
  }

  strings(key: string): string[] {
    const value = this.raw[key]
    if (value === undefined || value === '') return []
    const items = Array.isArray(value) ? value : [value]
    return items.map((item) => {
      if (typeof item !== 'string') throw invalidRequest(`Invalid array: ${this.name(key)}`, this.name(key))
      return item
    })
  }

  /** Applies a `metadata[...]` update the way Stripe does: keys merge, empty values delete. */
  metadata(current: Record<string, string> = {}, key = 'metadata'): Record<string, string> {
    const value = this.raw[key]
    if (value === undefined) return current
    if (value === '') return {}
    if (typeof value !== 'object' || Array.isArray(value)) throw invalidRequest(`Invalid hash: ${key}`, key)
    const next = { ...current }
    for (const [name, entry] of Object.entries(value)) {
      if (typeof entry !== 'string') throw invalidRequest(`Invalid string: ${key}[${name}]`, `${key}[${name}]`)
      if (entry === '') delete next[name]
      else next[name] = entry
    }
    return next
  }
}
