'use client'

import { useTranslations } from 'next-intl'
import { type InputHTMLAttributes, useEffect, useId, useRef } from 'react'

type FieldState = { error?: string; isServerError: boolean; isValid: boolean }

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'onBlur' | 'value'> & {
  name: string
  label: string
  value: string
  state: FieldState
  hint?: string
  onValue: (value: string) => void
  onTouch: () => void
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number
  /** Keeps the error's line even when empty, so an error appearing on blur moves nothing below it. */
  reserveMessage?: boolean
}

/** A labelled input with an asterisk when required, its error (translated key or server text) or a success mark. */
export function FormField({
  name,
  label,
  value,
  state,
  hint,
  onValue,
  onTouch,
  required,
  rows,
  reserveMessage,
  ...input
}: Props) {
  const t = useTranslations('auth')
  const validation = useTranslations('validation')
  const id = useId()
  const fieldRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null)
  // What a visitor typed before the page became interactive is in the element, not in the form's
  // state (which would keep its submit button disabled over filled-in fields): take it, once.
  useEffect(() => {
    const typed = fieldRef.current?.value
    if (typed && typed !== value) onValue(typed)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only what was there at hydration
  }, [])
  const messageId = `${id}-message`
  const hintId = `${id}-hint`
  const message =
    state.error &&
    (state.isServerError || !validation.has(state.error as never) ? state.error : validation(state.error as never))
  const describedBy = [message ? messageId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined
  return (
    <div
      className={`form-field${message ? ' has-error' : ''}${state.isValid && value.trim() !== '' ? ' is-valid' : ''}${reserveMessage ? ' reserves-message' : ''}`}
    >
      <label htmlFor={id}>
        {label}
        {required && (
          <>
            <span aria-hidden="true" className="required-mark">
              {' '}
              *
            </span>
            <span className="visually-hidden"> ({t('required')})</span>
          </>
        )}
      </label>
      <div className="input-wrap">
        {rows ? (
          <textarea
            ref={fieldRef}
            id={id}
            name={name}
            value={value}
            rows={rows}
            required={required}
            placeholder={input.placeholder}
            maxLength={input.maxLength}
            disabled={input.disabled}
            dir={input.dir}
            aria-invalid={message ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => onValue(event.target.value)}
            onBlur={onTouch}
          />
        ) : (
          <input
            ref={fieldRef}
            id={id}
            name={name}
            value={value}
            required={required}
            aria-invalid={message ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => onValue(event.target.value)}
            onBlur={onTouch}
            {...input}
          />
        )}
        {/* A tick confirms what was typed: an empty optional field has nothing to confirm. */}
        {state.isValid && value.trim() !== '' && (
          <span className="valid-mark" role="img" aria-label={t('valid')}>
            ✓
          </span>
        )}
      </div>
      {hint && !message && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {message ? (
        <p id={messageId} className="field-error" role="alert">
          {message}
        </p>
      ) : reserveMessage && !hint ? (
        <p className="field-error field-error-slot" aria-hidden="true" />
      ) : null}
    </div>
  )
}
