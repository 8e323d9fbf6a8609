'use client'

import { Button, MoreIcon, Pill, Popup, PopupList } from '@payloadcms/ui'
import { useFormatter, useTranslations } from 'next-intl'
import { useState } from 'react'
import { useSWRConfig } from 'swr'

import type { AccessRequestStatus } from '../../../config/access-requests'
import { ADMIN_PAGE_SIZE, type AccessRequestSortKey, type AccountStatus } from '../../../config/admin'
import { ADMIN_STATS_PATH } from '../SummaryCards'
import { PersonCell } from '../shared/AdminTable'
import { AdminListTable } from '../shared/AdminListTable'
import { type Paged, useAdminMutation } from '../shared/admin-api'
import { FilterSelect } from '../shared/FilterSelect'
import { Notice, useNotice } from '../shared/Notice'
import { SearchBox } from '../shared/SearchBox'
import { useAdminList } from '../shared/use-admin-list'
import { UserStatusPill } from '../users/UserStatusPill'

type AccessRequestRow = {
  id: number | string
  status: AccessRequestStatus
  accountStatus: AccountStatus
  createdAt: string
  user: { id: number | string; name: string; email: string; totalQuestionsAsked: number; totalReferrals: number }
}
type RequestsPage = Paged & { requests: AccessRequestRow[] }

const COLUMNS: { field: AccessRequestSortKey; key: string }[] = [
  { field: 'user', key: 'user' },
  { field: 'createdAt', key: 'requested' },
  { field: 'totalQuestionsAsked', key: 'questions' },
  { field: 'totalReferrals', key: 'referrals' },
  { field: 'status', key: 'status' },
]
const STATUS_STYLE = { pending: 'warning', approved: 'success', rejected: 'error' } as const

/** Access Requests (spec §2): search, status filter, sortable columns, Approve / Reject / Send to Pending. */
export function AccessRequestsTab() {
  const t = useTranslations('admin.requests')
  const format = useFormatter()
  const { mutate: mutateKey } = useSWRConfig()
  const mutate = useAdminMutation()
  const { notice, success, failure, dismiss } = useNotice()
  const list = useAdminList<RequestsPage, { status: AccessRequestStatus | '' }, AccessRequestSortKey>({
    endpoint: '/api/admin/access-requests',
    loadFailed: t('loadFailed'),
    filters: { status: '' },
    sort: { field: 'createdAt', descending: true },
    limit: ADMIN_PAGE_SIZE.default,
  })
  const { data, reload } = list
  const [busy, setBusy] = useState<AccessRequestRow['id'] | null>(null)

  const update = async (request: AccessRequestRow, next: AccessRequestStatus) => {
    setBusy(request.id)
    try {
      await mutate(`/api/admin/access-requests/${request.id}`, 'PUT', t('updateFailed'), { status: next })
      success(t(`updated.${next}`))
      await Promise.all([reload(), mutateKey(ADMIN_STATS_PATH)])
    } catch (caught) {
      failure(caught, t('updateFailed'))
    } finally {
      setBusy(null)
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
        <FilterSelect<AccessRequestStatus>
          label={t('statusFilter')}
          value={list.filters.status}
          onChange={(value) => list.setFilter('status', value)}
          options={[
            { value: '', label: t('allStatus') },
            { value: 'pending', label: t('status.pending') },
            { value: 'approved', label: t('status.approved') },
            { value: 'rejected', label: t('status.rejected') },
          ]}
        />
      </div>
      <Notice notice={notice} onDismiss={dismiss} />
      <AdminListTable
        list={list}
        columns={[
          ...COLUMNS.map((column) => ({ label: t(`columns.${column.key}`), sortField: column.field })),
          { label: t('columns.actions') },
        ]}
        rowCount={data?.requests.length ?? 0}
        caption={t('caption')}
        loadingLabel={t('loading')}
        emptyLabel={t('empty')}
      >
        {data?.requests.map((request) => (
          <tr key={request.id}>
            <td>
              <PersonCell name={request.user.name} email={request.user.email} />
            </td>
            <td>{format.dateTime(new Date(request.createdAt), { dateStyle: 'medium', timeStyle: 'short' })}</td>
            <td className="studify-admin__num">{format.number(request.user.totalQuestionsAsked)}</td>
            <td className="studify-admin__num">{format.number(request.user.totalReferrals)}</td>
            <td>
              {/* An account that has not chosen a plan yet shows the Users tab's status: nothing to approve. */}
              {request.accountStatus === 'onboarding' ? (
                <UserStatusPill user={{ status: 'onboarding', plan: null }} />
              ) : (
                <Pill pillStyle={STATUS_STYLE[request.status] ?? 'light-gray'} size="small" rounded>
                  {t(`status.${request.status}`)}
                </Pill>
              )}
            </td>
            <td className="studify-admin__actions">
              {request.status === 'pending' && request.accountStatus !== 'onboarding' ? (
                <span className="studify-admin__row-buttons">
                  <Button
                    size="small"
                    margin={false}
                    disabled={busy === request.id}
                    onClick={() => void update(request, 'approved')}
                    aria-label={t('approveLabel', { name: request.user.name })}
                  >
                    {t('approve')}
                  </Button>
                  <Button
                    size="small"
                    buttonStyle="secondary"
                    margin={false}
                    disabled={busy === request.id}
                    onClick={() => void update(request, 'rejected')}
                    aria-label={t('rejectLabel', { name: request.user.name })}
                  >
                    {t('reject')}
                  </Button>
                </span>
              ) : null}
              {request.status === 'approved' ? (
                <span className="studify-admin__row-buttons">
                  <span className="studify-admin__granted">{t('granted')}</span>
                  <Popup
                    horizontalAlign="right"
                    size="medium"
                    disabled={busy === request.id}
                    button={
                      <span className="studify-admin__menu-button">
                        <MoreIcon />
                        <span className="studify-admin__visually-hidden">
                          {t('menuLabel', { name: request.user.name })}
                        </span>
                      </span>
                    }
                    render={({ close }) => (
                      <PopupList.ButtonGroup>
                        <PopupList.Button
                          onClick={() => {
                            close()
                            void update(request, 'pending')
                          }}
                        >
                          {t('sendToPending')}
                        </PopupList.Button>
                      </PopupList.ButtonGroup>
                    )}
                  />
                </span>
              ) : null}
              {request.status === 'rejected' ? <span className="studify-admin__denied">{t('denied')}</span> : null}
            </td>
          </tr>
        ))}
      </AdminListTable>
    </div>
  )
}
