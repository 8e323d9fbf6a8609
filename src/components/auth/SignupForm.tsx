'use client'

import { useLocale, useTranslations } from 'next-intl'
import { type FormEvent, useEffect, useState } from 'react'

import type { Locale } from '@/config/locales'
import { Link } from '@/i18n/link'
import { ApiError, apiRequest } from '@/lib/api/client'
import { localizedPath } from '@/lib/paths'
import type { SignupPlanId } from '@/config/plans'
import { postSignupDestination, SIGNUP_STORAGE_KEYS } from '@/lib/post-signup'
import { safeRedirect } from '@/lib/safe-redirect'
import { signupFormSchema } from '@/lib/validation/auth'
import type { PublicUser } from '@/services/accounts/public-user'

import { ErrorBanner } from '../forms/ErrorBanner'
import { FormField } from '../forms/FormField'
import { useValidatedForm } from '../forms/use-validated-form'
import { useSession } from './SessionProvider'

const FIELDS = [
  { name: 'name', type: 'text', autoComplete: 'name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'password', type: 'password', autoComplete: 'new-password' },
  { name: 'confirmPassword', type: 'password', autoComplete: 'new-password' },
] as const

type Props = {
  redirectTo: string | null
  referralCode: string | null
  /** The plan chosen before signing up ("Sign up free" on /pricing), kept for this tab's sign-up. */
  plan: SignupPlanId | null
}

/** The plan the student chose on the way here: this page's query, or earlier in this tab. */
const chosenPlan = (plan: SignupPlanId | null): SignupPlanId | undefined =>
  plan ?? (sessionStorage.getItem(SIGNUP_STORAGE_KEYS.selectedPlan) === 'free' ? 'free' : undefined)

export function SignupForm({ redirectTo, referralCode, plan }: Props) {
  const t = useTranslations('auth')
  const errors = useTranslations('errors')
  const validation = useTranslations('validation')
  const locale = useLocale() as Locale
  const session = useSession()
  const form = useValidatedForm(signupFormSchema, {
    name: '',
    email: '',
    password: '',
    confirmPassword: '',
    acceptTerms: false,
  })
  const [isSubmitting, setIsSubmitting] = useState(false)
  const [generalError, setGeneralError] = useState<string | null>(null)
  const target = safeRedirect(redirectTo)

  // Kept in the tab (spec §3 selectedPlan): a detour to the login page and back still signs up free.
  useEffect(() => {
    if (plan) sessionStorage.setItem(SIGNUP_STORAGE_KEYS.selectedPlan, plan)
  }, [plan])

  const labels = { name: t('name'), email: t('email'), password: t('password'), confirmPassword: t('confirmPassword') }
  const placeholders: Partial<Record<string, string>> = { name: t('namePlaceholder'), email: t('emailPlaceholder') }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!form.isValid || isSubmitting) return
    setIsSubmitting(true)
    setGeneralError(null)
    const { name, email, password, confirmPassword } = form.parsed()
    try {
      const result = await apiRequest<{ token?: string; user?: PublicUser }>('/api/auth/register', {
        method: 'POST',
        body: {
          name,
          email,
          password,
          confirmPassword,
          ...(referralCode ? { referralCode } : {}),
          ...(chosenPlan(plan) ? { plan: chosenPlan(plan) } : {}),
        },
        locale,
      })
      if (!result.token || !result.user) throw new ApiError(errors('invalidResponse'), 0)
      session.signIn(result.user)
      window.location.assign(localizedPath(locale, postSignupDestination(sessionStorage, redirectTo)))
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null
      if (apiError?.field) form.setServerError(apiError.field, apiError.message)
      else setGeneralError(apiError?.message ?? errors('unexpected'))
      setIsSubmitting(false)
    }
  }

  const termsState = form.stateOf('acceptTerms')
  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <ErrorBanner message={generalError} onDismiss={() => setGeneralError(null)} />
      {FIELDS.map((field) => (
        <FormField
          key={field.name}
          name={field.name}
          type={field.type}
          autoComplete={field.autoComplete}
          required
          label={labels[field.name]}
          placeholder={placeholders[field.name]}
          hint={field.name === 'password' ? t('passwordHint') : undefined}
          reserveMessage={field.name === 'confirmPassword'}
          value={String(form.values[field.name])}
          state={form.stateOf(field.name)}
          onValue={(value) => form.setValue(field.name, value)}
          onTouch={() => form.touch(field.name)}
        />
      ))}
      <div className={`form-field${termsState.error ? ' has-error' : ''}`}>
        <label className="checkbox">
          <input
            type="checkbox"
            name="acceptTerms"
            required
            checked={Boolean(form.values.acceptTerms)}
            aria-invalid={termsState.error ? true : undefined}
            onChange={(event) => {
              form.setValue('acceptTerms', event.target.checked)
              form.touch('acceptTerms')
            }}
          />
          <span>
            {t.rich('signup.acceptTerms', {
              terms: (chunks) => <Link href="/terms">{chunks}</Link>,
              privacy: (chunks) => <Link href="/privacy">{chunks}</Link>,
            })}
          </span>
        </label>
        {termsState.error && (
          <p className="field-error" role="alert">
            {validation(termsState.error as never)}
          </p>
        )}
      </div>
      <button type="submit" className="button button-primary button-block" disabled={!form.isValid || isSubmitting}>
        {isSubmitting ? t('signup.submitting') : t('signup.submit')}
      </button>
      <p className="auth-switch">
        {t('signup.haveAccount')}{' '}
        <Link href={target === '/' ? '/login' : `/login?redirect=${encodeURIComponent(target)}`}>
          {t('signup.loginLink')}
        </Link>
      </p>
    </form>
  )
}
