'use client'

import { useLocale, useTranslations } from 'next-intl'
import { type FormEvent, useState } from 'react'

import { Link } from '@/i18n/link'
import { ApiError, apiRequest } from '@/lib/api/client'
import { localizedPath } from '@/lib/paths'
import { safeRedirect } from '@/lib/safe-redirect'
import { loginSchema } from '@/lib/validation/auth'
import type { Locale } from '@/config/locales'
import type { PublicUser } from '@/services/accounts/public-user'

import { ErrorBanner } from '../forms/ErrorBanner'
import { FormField } from '../forms/FormField'
import { useValidatedForm } from '../forms/use-validated-form'
import { useSession } from './SessionProvider'

export function LoginForm({ redirectTo }: { redirectTo: string }) {
  const t = useTranslations('auth')
  const errors = useTranslations('errors')
  const locale = useLocale() as Locale
  const session = useSession()
  const form = useValidatedForm(loginSchema, { email: '', password: '', rememberMe: true })
  const [isSubmitting, setIsSubmitting] = useState(false)
  const [generalError, setGeneralError] = useState<string | null>(null)
  const target = safeRedirect(redirectTo)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!form.isValid || isSubmitting) return
    setIsSubmitting(true)
    setGeneralError(null)
    try {
      const result = await apiRequest<{ token?: string; user?: PublicUser }>('/api/auth/login', {
        method: 'POST',
        body: form.parsed(),
        locale,
      })
      if (!result.token || !result.user) throw new ApiError(errors('invalidResponse'), 0)
      session.signIn(result.user)
      window.location.assign(localizedPath(locale, target))
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null
      if (apiError?.field) form.setServerError(apiError.field, apiError.message)
      else setGeneralError(apiError?.message ?? errors('unexpected'))
      setIsSubmitting(false)
    }
  }

  const signupHref = target === '/' ? '/signup' : `/signup?redirect=${encodeURIComponent(target)}`
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
      <FormField
        name="password"
        type="password"
        autoComplete="current-password"
        required
        label={t('password')}
        value={String(form.values.password)}
        state={form.stateOf('password')}
        onValue={(value) => form.setValue('password', value)}
        onTouch={() => form.touch('password')}
      />
      <div className="form-row">
        <label className="checkbox">
          <input
            type="checkbox"
            checked={Boolean(form.values.rememberMe)}
            onChange={(event) => form.setValue('rememberMe', event.target.checked)}
          />
          {t('login.rememberMe')}
        </label>
        <Link href="/forgot-password">{t('login.forgotPassword')}</Link>
      </div>
      <button type="submit" className="button button-primary button-block" disabled={!form.isValid || isSubmitting}>
        {isSubmitting ? t('login.submitting') : t('login.submit')}
      </button>
      <p className="auth-switch">
        {t('login.noAccount')} <Link href={signupHref}>{t('login.signUpLink')}</Link>
      </p>
    </form>
  )
}
