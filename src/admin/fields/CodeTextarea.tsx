'use client'

import { FieldDescription, FieldError, FieldLabel, useField } from '@payloadcms/ui'
import type { CodeFieldClientComponent } from 'payload'
import { useCallback } from 'react'

import './code-textarea.scss'

/**
 * The rich-text Code block's `code` field as a plain monospace textarea (issue 34 item 2). Payload's
 * code field loads its editor (Monaco) from a CDN, which the admin's CSP blocks and an offline
 * install cannot reach: the field stayed a grey placeholder and, being required, blocked publishing.
 * Tab keeps moving the focus (no keyboard trap); text is always left to right, also in Arabic.
 */
export const CodeTextarea: CodeFieldClientComponent = ({ field, path: pathFromProps, readOnly, validate }) => {
  const { label, required, admin } = field
  const memoizedValidate = useCallback(
    (value: unknown, options: Record<string, unknown>) =>
      typeof validate === 'function' ? validate(value as string, { ...options, required } as never) : true,
    [validate, required],
  )
  const { value, setValue, showError, path, disabled } = useField<string>({
    potentiallyStalePath: pathFromProps,
    validate: memoizedValidate as never,
  })
  const id = `field-${path.replace(/\./g, '__')}`
  const lines = Math.min(Math.max((value ?? '').split('\n').length + 1, 4), 30)
  return (
    <div className={['field-type', 'studify-code-field', showError ? 'error' : ''].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={id} label={label} path={path} required={required} />
      <div className="field-type__wrap">
        <FieldError path={path} showError={showError} />
        <textarea
          id={id}
          name={path}
          className="studify-code-field__input"
          aria-invalid={showError || undefined}
          dir="ltr"
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          autoCorrect="off"
          wrap="off"
          rows={lines}
          value={value ?? ''}
          readOnly={readOnly || disabled}
          onChange={(event) => setValue(event.target.value || null)}
        />
      </div>
      {admin?.description ? <FieldDescription description={admin.description} path={path} /> : null}
    </div>
  )
}
