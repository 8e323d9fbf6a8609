'use client'

import { MoreIcon, Popup, PopupList } from '@payloadcms/ui'
import { useTranslations } from 'next-intl'

import type { Role } from '../../../config/roles'
import type { AdminUserRow } from './types'

type Props = {
  user: AdminUserRow
  /** The signed-in admin's own row: the server refuses removing one's own admin role or account. */
  isSelf: boolean
  onEdit: () => void
  onRole: (role: Role) => void
  onDelete: () => void
}

/** Edit User, Make/Remove Admin, Make/Remove Editor, Make/Remove Contributor, Delete User. */
export function UserRowMenu({ user, isSelf, onEdit, onRole, onDelete }: Props) {
  const t = useTranslations('admin.users.menu')
  const act = (close: () => void, action: () => void) => () => {
    close()
    action()
  }
  return (
    <Popup
      horizontalAlign="right"
      size="medium"
      button={
        <span className="studify-admin__menu-button">
          <MoreIcon />
          <span className="studify-admin__visually-hidden">{t('label', { name: user.name || user.email })}</span>
        </span>
      }
      render={({ close }) => (
        <PopupList.ButtonGroup>
          <PopupList.Button onClick={act(close, onEdit)}>{t('edit')}</PopupList.Button>
          {isSelf ? null : (
            <>
              <PopupList.Button onClick={act(close, () => onRole(user.role === 'admin' ? 'user' : 'admin'))}>
                {user.role === 'admin' ? t('removeAdmin') : t('makeAdmin')}
              </PopupList.Button>
              <PopupList.Button onClick={act(close, () => onRole(user.role === 'editor' ? 'user' : 'editor'))}>
                {user.role === 'editor' ? t('removeEditor') : t('makeEditor')}
              </PopupList.Button>
              <PopupList.Button
                onClick={act(close, () => onRole(user.role === 'contributor' ? 'user' : 'contributor'))}
              >
                {user.role === 'contributor' ? t('removeContributor') : t('makeContributor')}
              </PopupList.Button>
              <PopupList.Divider />
              <PopupList.Button className="studify-admin__danger" onClick={act(close, onDelete)}>
                {t('delete')}
              </PopupList.Button>
            </>
          )}
        </PopupList.ButtonGroup>
      )}
    />
  )
}
