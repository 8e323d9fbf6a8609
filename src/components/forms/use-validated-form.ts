'use client'

import { useCallback, useMemo, useRef, useState } from 'react'
import type { z } from 'zod'

import '@/lib/validation/zod-browser'

type Values = Record<string, string | boolean>

/**
 * Field states of spec §4: untouched; validated on blur, then on every change; each field shows
 * its first error (a validation key) or a success mark. Server field errors override until edited.
 */
export const useValidatedForm = <S extends z.ZodType>(schema: S, initial: Values) => {
  const initialValues = useRef(initial)
  const [values, setValues] = useState<Values>(initial)
  const [touched, setTouched] = useState<Record<string, boolean>>({})
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({})

  const fieldErrors = useMemo(() => {
    const result = schema.safeParse(values)
    const errors: Record<string, string> = {}
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = String(issue.path[0] ?? '')
        errors[field] ??= issue.message
      }
    }
    return errors
  }, [schema, values])

  const setValue = useCallback((name: string, value: string | boolean) => {
    setValues((current) => ({ ...current, [name]: value }))
    setServerErrors((current) => {
      if (!(name in current)) return current
      const next = { ...current }
      delete next[name]
      return next
    })
  }, [])

  const touch = useCallback((name: string) => setTouched((current) => ({ ...current, [name]: true })), [])

  const stateOf = (name: string) => {
    const serverError = serverErrors[name]
    if (serverError) return { error: serverError, isServerError: true, isValid: false }
    if (!touched[name]) return { error: undefined, isServerError: false, isValid: false }
    const error = fieldErrors[name]
    return { error, isServerError: false, isValid: !error }
  }

  return {
    values,
    setValue,
    touch,
    stateOf,
    isValid: Object.keys(fieldErrors).length === 0,
    parsed: () => schema.parse(values) as z.infer<S>,
    /** Back to the untouched initial state (after a successful submit). */
    reset: () => {
      setValues(initialValues.current)
      setTouched({})
      setServerErrors({})
    },
    setServerError: (field: string, message: string) => {
      setServerErrors((current) => ({ ...current, [field]: message }))
      setTouched((current) => ({ ...current, [field]: true }))
    },
  }
}
