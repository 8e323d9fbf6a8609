'use client'

import { ConfirmationModal, useAuth, useModal } from '@payloadcms/ui'
import { useFormatter, useTranslations } from 'next-intl'
import { useState } from 'react'
import { useSWRConfig } from 'swr'

import { ADMIN_PAGE_SIZE } from '../../../config/admin'
import { ROLES, type Role } from '../../../config/roles'
import { ADMIN_STATS_PATH } from '../SummaryCards'
import { PersonCell } from '../shared/AdminTable'
import { AdminListTable } from '../shared/AdminListTable'
import { useAdminMutation } from '../shared/admin-api'
import { FilterSelect } from '../shared/FilterSelect'
import { Notice, useNotice } from '../shared/Notice'
import { SearchBox } from '../shared/SearchBox'
import { useAdminList } from '../shared/use-admin-list'
import { EDIT_USER_MODAL, EditUserModal } from './EditUserModal'
import type { AdminUserRow, UserSortKey, UsersPage } from './types'
import { RoleCell } from './RoleCell'
import { UserRowMenu } from './UserRowMenu'
import { UserStatusPill } from './UserStatusPill'

const DELETE_USER_MODAL = 'studify-delete-user'
const ROLE_MODAL = 'studify-change-role'

const MAKE_ROLE = { admin: 'makeAdmin', editor: 'makeEditor', contributor: 'makeContributor' } as const
const REMOVE_ROLE = { admin: 'removeAdmin', editor: 'removeEditor', contributor: 'removeContributor' } as const

/** The menu item that asked for a role change, which also labels the confirming button. */
const roleActionKey = (user: AdminUserRow, next: Role) =>
  next === 'user' ? REMOVE_ROLE[user.role === 'user' ? 'editor' : user.role] : MAKE_ROLE[next]
const COLUMNS: { field: UserSortKey; key: string }[] = [
  { field: 'name', key: 'name' },
  { field: 'role', key: 'role' },
  { field: 'createdAt', key: 'joined' },
  { field: 'totalQuestionsAsked', key: 'questions' },
  { field: 'totalReferrals', key: 'referrals' },
  { field: 'status', key: 'status' },
]

/** Users (spec §2): search, role filter, sort and pages on the server; row menu and Edit User. */
export function UsersTab() {
  const t = useTranslations('admin.users')
  const format = useFormatter()
  const { openModal } = useModal()
  const { mutate: mutateKey } = useSWRConfig()
  const mutate = useAdminMutation()
  const { notice, success, failure, dismiss } = useNotice()
  const list = useAdminList<UsersPage, { role: Role | '' }, UserSortKey>({
    endpoint: '/api/admin/users',
    loadFailed: t('loadFailed'),
    filters: { role: '' },
    sort: { field: 'createdAt', descending: true },
    limit: ADMIN_PAGE_SIZE.default,
  })
  const { data, reload } = list
  const [editing, setEditing] = useState<{ id: AdminUserRow['id']; session: number } | null>(null)
  const [deleting, setDeleting] = useState<AdminUserRow | null>(null)
  const [roleChange, setRoleChange] = useState<{ user: AdminUserRow; next: Role } | null>(null)
  const { user: me } = useAuth()
  const refresh = () => Promise.all([reload(), mutateKey(ADMIN_STATS_PATH)])

  const changeRole = async (user: AdminUserRow, next: Role) => {
    try {
      await mutate(`/api/admin/users/${user.id}`, 'PUT', t('roleFailed'), { role: next })
      success(t('roleUpdated', { role: t(`roles.${next}`) }))
      await refresh()
    } catch (caught) {
      failure(caught, t('roleFailed'))
    }
  }

  const deleteUser = async () => {
    if (!deleting) return
    try {
      await mutate(`/api/admin/users/${deleting.id}`, 'DELETE', t('deleteFailed'))
      success(t('deleted'))
      await refresh()
    } catch (caught) {
      failure(caught, t('deleteFailed'))
    }
  }

  return (
    <div className="studify-admin__tab-body">
      <div className="studify-admin__toolbar">
        <SearchBox
          label={t('searchLabel')}
          placeholder={t('searchPlaceholder')}
          value={list.search}
          onChange={list.setSearch}
        />
        <FilterSelect<Role>
          label={t('roleFilter')}
          value={list.filters.role}
          onChange={(value) => list.setFilter('role', value)}
          options={[
            { value: '', label: t('allRoles') },
            ...ROLES.map((value) => ({ value, label: t(`roles.${value}`) })),
          ]}
        />
      </div>
      <Notice notice={notice} onDismiss={dismiss} />
      <AdminListTable
        list={list}
        columns={[
          ...COLUMNS.map((column) => ({ label: t(`columns.${column.key}`), sortField: column.field })),
          { label: t('columns.actions'), isLabelHidden: true },
        ]}
        rowCount={data?.users.length ?? 0}
        caption={t('caption')}
        loadingLabel={t('loading')}
        emptyLabel={t('empty')}
      >
        {data?.users.map((user) => (
          <tr key={user.id}>
            <td>
              <PersonCell name={user.name} email={user.email} />
            </td>
            <td>
              <RoleCell user={user} />
            </td>
            <td>{format.dateTime(new Date(user.createdAt), { dateStyle: 'medium' })}</td>
            <td className="studify-admin__num">{format.number(user.totalQuestionsAsked)}</td>
            <td className="studify-admin__num">{format.number(user.totalReferrals)}</td>
            <td>
              <UserStatusPill user={user} />
            </td>
            <td className="studify-admin__actions">
              <UserRowMenu
                user={user}
                isSelf={me !== null && me !== undefined && String(me.id) === String(user.id)}
                onEdit={() => {
                  setEditing({ id: user.id, session: Date.now() })
                  openModal(EDIT_USER_MODAL)
                }}
                onRole={(next) => {
                  setRoleChange({ user, next })
                  openModal(ROLE_MODAL)
                }}
                onDelete={() => {
                  setDeleting(user)
                  openModal(DELETE_USER_MODAL)
                }}
              />
            </td>
          </tr>
        ))}
      </AdminListTable>
      <EditUserModal
        target={editing}
        onSaved={(message) => {
          success(message)
          void refresh()
        }}
        onChanged={() => void reload()}
      />
      {/* A role change gives or takes away the admin area: it asks first, like Delete. */}
      <ConfirmationModal
        modalSlug={ROLE_MODAL}
        heading={t('roleConfirmTitle')}
        body={t('roleConfirmBody', {
          name: roleChange?.user.name || roleChange?.user.email || '',
          role: roleChange ? t(`roles.${roleChange.next}`) : '',
        })}
        cancelLabel={t('edit.cancel')}
        confirmLabel={roleChange ? t(`menu.${roleActionKey(roleChange.user, roleChange.next)}`) : ''}
        confirmingLabel={t('roleChanging')}
        onConfirm={async () => {
          if (roleChange) await changeRole(roleChange.user, roleChange.next)
        }}
      />
      <ConfirmationModal
        modalSlug={DELETE_USER_MODAL}
        heading={t('deleteTitle')}
        body={t('deleteBody', { name: deleting?.name || deleting?.email || '' })}
        cancelLabel={t('edit.cancel')}
        confirmLabel={t('deleteConfirm')}
        confirmingLabel={t('deleting')}
        onConfirm={deleteUser}
      />
    </div>
  )
}
