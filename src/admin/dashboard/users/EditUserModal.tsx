'use client'

import { Banner, Button, Modal, ShimmerEffect, useModal } from '@payloadcms/ui'
import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import { useAdminData } from '../shared/admin-api'
import { EditUserForm, type UserDetail } from './EditUserForm'
import { EDIT_USER_MODAL } from './use-save-user'
import type { AdminUserRow } from './types'

export { EDIT_USER_MODAL }

type Detail = { user: UserDetail }
type Props = {
  /** Which user, and a fresh `session` each time the modal opens (the form starts from the saved values). */
  target: { id: AdminUserRow['id']; session: number } | null
  onSaved: (message: string) => void
  onChanged: () => void
}

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
