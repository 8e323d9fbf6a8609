'use client'

import { Button, MoreIcon, Pill, Popup, PopupList } from '@payloadcms/ui'
import { useFormatter, useTranslations } from 'next-intl'
import { useState } from 'react'
import { useSWRConfig } from 'swr'

import type { AccessRequestStatus } from '../../../config/access-requests'
import { ADMIN_PAGE_SIZE, type AccessRequestSortKey, type AccountStatus } from '../../../config/admin'
import { ADMIN_STATS_PATH } from '../SummaryCards'
import { AdminTable, PersonCell } from '../shared/AdminTable'
import { type Paged, queryString, useAdminData, useAdminMutation } from '../shared/admin-api'
import { FilterSelect } from '../shared/FilterSelect'
import { Notice, useNotice } from '../shared/Notice'
import { SearchBox } from '../shared/SearchBox'
import { SortableHeader } from '../shared/SortableHeader'
import { sortParam, type SortState } from '../shared/sort'
import { useDebounced } from '../shared/use-debounced'
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
  const [search, setSearch] = useState('')
  const [status, setStatus] = useState<AccessRequestStatus | ''>('')
  const [sort, setSort] = useState<SortState<AccessRequestSortKey>>({ field: 'createdAt', descending: true })
  const [page, setPage] = useState(1)
  const [busy, setBusy] = useState<AccessRequestRow['id'] | null>(null)
  const term = useDebounced(search.trim())

  const path = `/api/admin/access-requests${queryString({ search: term, status, sort: sortParam(sort), page, limit: ADMIN_PAGE_SIZE.default })}`
  const { data, error, isLoading, mutate: reload } = useAdminData<RequestsPage>(path, t('loadFailed'))

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
          value={search}
          onChange={(value) => {
            setSearch(value)
            setPage(1)
          }}
        />
        <FilterSelect<AccessRequestStatus>
          label={t('statusFilter')}
          value={status}
          onChange={(value) => {
            setStatus(value)
            setPage(1)
          }}
          options={[
            { value: '', label: t('allStatus') },
            { value: 'pending', label: t('status.pending') },
            { value: 'approved', label: t('status.approved') },
            { value: 'rejected', label: t('status.rejected') },
          ]}
        />
      </div>
      <Notice notice={notice} onDismiss={dismiss} />
      <AdminTable
        paged={data}
        rowCount={data?.requests.length ?? 0}
        error={error}
        isLoading={isLoading}
        caption={t('caption')}
        loadingLabel={t('loading')}
        emptyLabel={t('empty')}
        onPage={setPage}
        head={
          <>
            {COLUMNS.map((column) => (
              <SortableHeader
                key={column.field}
                field={column.field}
                label={t(`columns.${column.key}`)}
                sort={sort}
                onSort={(next) => {
                  setSort(next)
                  setPage(1)
                }}
              />
            ))}
            <th scope="col">{t('columns.actions')}</th>
          </>
        }
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
      </AdminTable>
    </div>
  )
}
