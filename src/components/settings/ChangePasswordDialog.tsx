'use client'

import { useLocale, useTranslations } from 'next-intl'
import { type FormEvent, useEffect, useRef, useState } from 'react'

import { ApiError, apiRequest } from '@/lib/api/client'
import { changePasswordSchema } from '@/lib/validation/auth'

import { ErrorBanner } from '../forms/ErrorBanner'
import { FormField } from '../forms/FormField'
import { useValidatedForm } from '../forms/use-validated-form'

const FIELDS = [
  { name: 'currentPassword', autoComplete: 'current-password' },
  { name: 'newPassword', autoComplete: 'new-password' },
  { name: 'confirmPassword', autoComplete: 'new-password' },
] as const

/** Change Password (spec §5 rules); success closes the modal and clears the fields. */
export function ChangePasswordDialog({
  onClose,
  onChanged,
}: {
  onClose: () => void
  onChanged: (message: string) => void
}) {
  const t = useTranslations('settings.password')
  const locale = useLocale()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const form = useValidatedForm(changePasswordSchema, { currentPassword: '', newPassword: '', confirmPassword: '' })
  const [isSubmitting, setIsSubmitting] = useState(false)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    const dialog = dialogRef.current
    if (dialog && !dialog.open) dialog.showModal()
  }, [])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!form.isValid || isSubmitting) return
    setIsSubmitting(true)
    setError(null)
    try {
      const result = await apiRequest<{ message: string }>('/api/auth/change-password', {
        method: 'POST',
        body: form.parsed(),
        locale,
        fallbackMessage: t('failed'),
      })
      form.reset()
      onChanged(result.message)
    } catch (caught) {
      const apiError = caught instanceof ApiError ? caught : null
      if (apiError?.field) form.setServerError(apiError.field, apiError.message)
      else setError(apiError?.message ?? t('failed'))
    } finally {
      setIsSubmitting(false)
    }
  }

  return (
    <dialog ref={dialogRef} className="settings-dialog small-dialog" aria-labelledby="password-title" onClose={onClose}>
      <form className="auth-form" onSubmit={submit} noValidate>
        <h3 id="password-title">{t('title')}</h3>
        <ErrorBanner message={error} onDismiss={() => setError(null)} />
        {FIELDS.map(({ name, autoComplete }) => (
          <FormField
            key={name}
            name={name}
            type="password"
            autoComplete={autoComplete}
            required
            label={t(name)}
            value={String(form.values[name])}
            state={form.stateOf(name)}
            onValue={(value) => form.setValue(name, value)}
            onTouch={() => form.touch(name)}
          />
        ))}
        <div className="dialog-actions">
          <button type="button" className="button button-ghost" onClick={() => dialogRef.current?.close()}>
            {t('cancel')}
          </button>
          <button type="submit" className="button button-primary" disabled={!form.isValid || isSubmitting}>
            {isSubmitting ? t('submitting') : t('submit')}
          </button>
        </div>
      </form>
    </dialog>
  )
}
