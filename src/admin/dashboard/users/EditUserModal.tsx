'use client'

import { Banner, Button, Modal, ShimmerEffect, useModal } from '@payloadcms/ui'
import { useFormatter, useTranslations } from 'next-intl'
import { useEffect, useState, type FormEvent } from 'react'

import type { Locale } from '../../../config/locales'
import { LOCALE_LIMITED_ROLES, ROLES, type Role } from '../../../config/roles'
import { ApiError } from '../../../lib/api/client'
import { useAdminData, useAdminMutation } from '../shared/admin-api'
import { AllowedLocalesField } from './AllowedLocalesField'
import type { AdminUserRow, Referral } from './types'

export const EDIT_USER_MODAL = 'studify-edit-user'

type Detail = { user: AdminUserRow & { referrals: Referral[] } }
type Props = {
  /** Which user, and a fresh `session` each time the modal opens (the form starts from the saved values). */
  target: { id: AdminUserRow['id']; session: number } | null
  onSaved: (message: string) => void
  onChanged: () => void
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * Edit User (spec §2, §5): e-mail, role, the languages an editor or contributor edits, Weekly
 * Request Limit, the user's referrals; Cancel / Save Changes.
 */
export function EditUserModal({ target, onSaved, onChanged }: Props) {
  const t = useTranslations('admin.users.edit')
  const { closeModal } = useModal()
  const path = target === null ? null : `/api/admin/users/${target.id}`
  const { data, error, mutate: reload } = useAdminData<Detail>(path, t('loadFailed'), { keepPreviousData: false })
  // Each opening reads the user again: the form starts from what is saved now, not from what
  // this dialog (or the row menu) saw before the last change.
  const [freshFor, setFreshFor] = useState<number | null>(null)
  const session = target?.session ?? null
  useEffect(() => {
    if (session === null) return
    let open = true
    void reload()
      .catch(() => undefined)
      .finally(() => {
        if (open) setFreshFor(session)
      })
    return () => {
      open = false
    }
  }, [session, reload])
  const user =
    data?.user && target && freshFor === target.session && String(data.user.id) === String(target.id) ? data.user : null

  return (
    <Modal slug={EDIT_USER_MODAL} className="confirmation-modal studify-admin__modal" closeOnBlur={false}>
      {user && target ? (
        <EditUserForm
          key={target.session}
          user={user}
          onSaved={onSaved}
          onReferralRemoved={() => {
            onChanged()
            void reload()
          }}
        />
      ) : (
        <div className="confirmation-modal__wrapper">
          <div className="confirmation-modal__content">
            <h1>{t('title')}</h1>
            {error ? <Banner type="error">{error.message}</Banner> : <ShimmerEffect height={240} />}
          </div>
          <div className="confirmation-modal__controls">
            <Button buttonStyle="secondary" size="large" margin={false} onClick={() => closeModal(EDIT_USER_MODAL)}>
              {t('cancel')}
            </Button>
          </div>
        </div>
      )}
    </Modal>
  )
}

type FormProps = {
  user: Detail['user']
  onSaved: (message: string) => void
  onReferralRemoved: () => void
}

function EditUserForm({ user, onSaved, onReferralRemoved }: FormProps) {
  const t = useTranslations('admin.users.edit')
  const roles = useTranslations('admin.users.roles')
  const format = useFormatter()
  const { closeModal } = useModal()
  const mutate = useAdminMutation()
  const [email, setEmail] = useState(user.email)
  const [role, setRole] = useState<Role>(user.role)
  const [allowedLocales, setAllowedLocales] = useState<Locale[]>(user.allowedLocales)
  const limitable = (LOCALE_LIMITED_ROLES as readonly string[]).includes(role)
  const [limit, setLimit] = useState(String(user.requestLimit))
  const [saving, setSaving] = useState(false)
  const [problem, setProblem] = useState<{ message: string; field?: string } | null>(null)
  const [removed, setRemoved] = useState<string | null>(null)

  const close = () => {
    if (!saving) closeModal(EDIT_USER_MODAL)
  }

  const validate = (): { message: string; field: string } | null => {
    if (!email.trim()) return { message: t('emailRequired'), field: 'email' }
    if (!EMAIL_SHAPE.test(email.trim())) return { message: t('emailInvalid'), field: 'email' }
    if (!/^\d+$/.test(limit.trim())) return { message: t('limitInvalid'), field: 'requestLimit' }
    return null
  }

  const save = async (event: FormEvent) => {
    event.preventDefault()
    const invalid = validate()
    setProblem(invalid)
    if (invalid) return
    setSaving(true)
    try {
      // Languages matter to editors and contributors only; any other role keeps none.
      const body = {
        email: email.trim(),
        role,
        allowedLocales: limitable ? allowedLocales : [],
        requestLimit: Number.parseInt(limit.trim(), 10),
      }
      await mutate(`/api/admin/users/${user.id}`, 'PUT', t('saveFailed'), body)
      closeModal(EDIT_USER_MODAL)
      onSaved(t('saved'))
    } catch (caught) {
      setProblem({
        message: caught instanceof Error ? caught.message : t('saveFailed'),
        field: caught instanceof ApiError ? caught.field : undefined,
      })
    } finally {
      setSaving(false)
    }
  }

  const removeReferral = async (referral: Referral) => {
    setProblem(null)
    setRemoved(null)
    try {
      await mutate(`/api/admin/users/${user.id}/referrals/${referral.id}`, 'DELETE', t('referralRemoveFailed'))
      setRemoved(t('referralRemoved'))
      onReferralRemoved()
    } catch (caught) {
      setProblem({ message: caught instanceof Error ? caught.message : t('referralRemoveFailed') })
    }
  }

  const fieldError = (field: string) => (problem?.field === field ? problem.message : null)

  return (
    <form className="confirmation-modal__wrapper" onSubmit={save} noValidate aria-labelledby="edit-user-title">
      <div className="confirmation-modal__content">
        <h1 id="edit-user-title">{t('title')}</h1>
        <fieldset className="studify-admin__fields" disabled={saving}>
          <label className="studify-admin__field">
            <span>{t('email')}</span>
            <input
              type="email"
              required
              value={email}
              aria-invalid={Boolean(fieldError('email'))}
              onChange={(event) => setEmail(event.target.value)}
            />
            {fieldError('email') ? <span className="studify-admin__field-error">{fieldError('email')}</span> : null}
          </label>
          <label className="studify-admin__field">
            <span>{t('role')}</span>
            <select value={role} onChange={(event) => setRole(event.target.value as Role)}>
              {[...ROLES].reverse().map((value) => (
                <option key={value} value={value}>
                  {roles(value)}
                </option>
              ))}
            </select>
            {fieldError('role') ? <span className="studify-admin__field-error">{fieldError('role')}</span> : null}
          </label>
          {limitable ? (
            <AllowedLocalesField
              value={allowedLocales}
              onChange={setAllowedLocales}
              error={fieldError('allowedLocales')}
            />
          ) : null}
          <label className="studify-admin__field">
            <span>{t('requestLimit')}</span>
            <input
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              required
              value={limit}
              aria-invalid={Boolean(fieldError('requestLimit'))}
              onChange={(event) => setLimit(event.target.value)}
            />
            {fieldError('requestLimit') ? (
              <span className="studify-admin__field-error">{fieldError('requestLimit')}</span>
            ) : null}
          </label>
          <div className="studify-admin__referrals">
            <h2>{t('referrals')}</h2>
            {user.referrals.length === 0 ? <p className="studify-admin__muted">{t('noReferrals')}</p> : null}
            <ul>
              {user.referrals.map((referral) => (
                <li key={referral.id}>
                  <span>
                    <strong>
                      <bdi>{referral.name}</bdi>
                    </strong>{' '}
                    <bdi className="studify-admin__muted">{referral.email}</bdi>
                    <span className="studify-admin__muted">
                      {' · '}
                      <bdi>{format.dateTime(new Date(referral.createdAt), { dateStyle: 'medium' })}</bdi>
                    </span>
                  </span>
                  <Button
                    buttonStyle="secondary"
                    size="small"
                    margin={false}
                    onClick={() => void removeReferral(referral)}
                    aria-label={t('removeReferral', { name: referral.name })}
                  >
                    {t('remove')}
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        </fieldset>
        {problem && !problem.field ? (
          <div role="alert">
            <Banner type="error">{problem.message}</Banner>
          </div>
        ) : null}
        {removed ? (
          <div role="status">
            <Banner type="success">{removed}</Banner>
          </div>
        ) : null}
      </div>
      <div className="confirmation-modal__controls">
        <Button buttonStyle="secondary" size="large" margin={false} disabled={saving} onClick={close}>
          {t('cancel')}
        </Button>
        <Button type="submit" size="large" margin={false} disabled={saving}>
          {saving ? t('saving') : t('save')}
        </Button>
      </div>
    </form>
  )
}
