'use client'

import { useLocale, useTranslations } from 'next-intl'
import { type FormEvent, useState } from 'react'
import { z } from 'zod'

import '@/lib/validation/zod-browser'

import type { Locale } from '@/config/locales'
import { Link } from '@/i18n/link'
import { ApiError, apiRequest } from '@/lib/api/client'
import { emailSchema } from '@/lib/validation/auth'
import { passwordSchema } from '@/lib/validation/password'

import { ErrorBanner } from '../forms/ErrorBanner'
import { FormField } from '../forms/FormField'
import { useValidatedForm } from '../forms/use-validated-form'

const forgotFormSchema = z.object({ email: emailSchema })
const resetFormSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string().min(1, 'confirmPasswordRequired') })
  .refine((data) => data.password === data.confirmPassword, {
    message: 'passwordsDoNotMatch',
    path: ['confirmPassword'],
  })

export function ForgotPasswordForm() {
  const t = useTranslations('auth')
  const errors = useTranslations('errors')
  const locale = useLocale() as Locale
  const form = useValidatedForm(forgotFormSchema, { email: '' })
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent'>('idle')
  const [generalError, setGeneralError] = useState<string | null>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!form.isValid || status === 'sending') return
    setStatus('sending')
    try {
      await apiRequest('/api/auth/forgot-password', { method: 'POST', body: form.parsed(), locale })
      setStatus('sent')
    } catch (error) {
      setGeneralError(error instanceof ApiError ? error.message : errors('unexpected'))
      setStatus('idle')
    }
  }

  if (status === 'sent') {
    return (
      <div className="auth-form">
        <p className="banner banner-success" role="status">
          {t('forgot.sent')}
        </p>
        <Link href="/login">{t('forgot.backToLogin')}</Link>
      </div>
    )
  }
  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <ErrorBanner message={generalError} onDismiss={() => setGeneralError(null)} />
      <FormField
        name="email"
        type="email"
        autoComplete="email"
        required
        label={t('email')}
        placeholder={t('emailPlaceholder')}
        value={String(form.values.email)}
        state={form.stateOf('email')}
        onValue={(value) => form.setValue('email', value)}
        onTouch={() => form.touch('email')}
      />
      <button
        type="submit"
        className="button button-primary button-block"
        disabled={!form.isValid || status === 'sending'}
      >
        {status === 'sending' ? t('forgot.submitting') : t('forgot.submit')}
      </button>
      <p className="auth-switch">
        <Link href="/login">{t('forgot.backToLogin')}</Link>
      </p>
    </form>
  )
}

export function ResetPasswordForm({ token }: { token: string | null }) {
  const t = useTranslations('auth')
  const common = useTranslations('common')
  const errors = useTranslations('errors')
  const locale = useLocale() as Locale
  const form = useValidatedForm(resetFormSchema, { password: '', confirmPassword: '' })
  const [status, setStatus] = useState<'idle' | 'saving' | 'done'>('idle')
  const [generalError, setGeneralError] = useState<string | null>(null)

  if (!token) {
    return (
      <div className="auth-form">
        <p className="banner banner-error">{t('reset.missingToken')}</p>
        <Link href="/forgot-password">{t('reset.requestNew')}</Link>
      </div>
    )
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!form.isValid || status === 'saving') return
    setStatus('saving')
    try {
      await apiRequest('/api/auth/reset-password', { method: 'POST', body: { token, ...form.parsed() }, locale })
      setStatus('done')
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null
      if (apiError?.field && apiError.field !== 'token') form.setServerError(apiError.field, apiError.message)
      else setGeneralError(apiError?.message ?? errors('unexpected'))
      setStatus('idle')
    }
  }

  if (status === 'done') {
    return (
      <div className="auth-form">
        <p className="banner banner-success" role="status">
          {t('reset.success')}
        </p>
        <Link href="/" className="button button-primary">
          {common('home')}
        </Link>
      </div>
    )
  }
  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <ErrorBanner message={generalError} onDismiss={() => setGeneralError(null)} />
      <FormField
        name="password"
        type="password"
        autoComplete="new-password"
        required
        label={t('reset.password')}
        hint={t('passwordHint')}
        value={String(form.values.password)}
        state={form.stateOf('password')}
        onValue={(value) => form.setValue('password', value)}
        onTouch={() => form.touch('password')}
      />
      <FormField
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        label={t('reset.confirm')}
        value={String(form.values.confirmPassword)}
        state={form.stateOf('confirmPassword')}
        onValue={(value) => form.setValue('confirmPassword', value)}
        onTouch={() => form.touch('confirmPassword')}
      />
      <button
        type="submit"
        className="button button-primary button-block"
        disabled={!form.isValid || status === 'saving'}
      >
        {status === 'saving' ? t('reset.submitting') : t('reset.submit')}
      </button>
    </form>
  )
}
