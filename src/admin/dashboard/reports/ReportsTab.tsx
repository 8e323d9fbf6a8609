'use client'

import { Button, Pill, useModal } from '@payloadcms/ui'
import { useFormatter, useTranslations } from 'next-intl'
import { useState } from 'react'

import { ADMIN_PAGE_SIZE } from '../../../config/admin'
import { WRONG_ANSWER_REPORT_STATUSES, type WrongAnswerReportStatus } from '../../../config/reports'
import { PersonCell } from '../shared/AdminTable'
import { AdminListTable } from '../shared/AdminListTable'
import { Notice, useNotice } from '../shared/Notice'
import { useAdminList } from '../shared/use-admin-list'
import { REPORT_DRAWER, ReportDrawer } from './ReportDrawer'
import { REPORT_STATUS_STYLE, type ReportRow, type ReportsPage } from './types'

/** Wrong-answer reports: counts per status (which also filter), the list, and a detail drawer. */
export function ReportsTab() {
  const t = useTranslations('admin.reports')
  const format = useFormatter()
  const { openModal } = useModal()
  const { notice, success, dismiss } = useNotice()
  const list = useAdminList<ReportsPage, { status: WrongAnswerReportStatus | '' }>({
    endpoint: '/api/analytics/wrong-answer-reports',
    loadFailed: t('loadFailed'),
    filters: { status: '' },
    limit: ADMIN_PAGE_SIZE.default,
  })
  const { data, reload } = list
  const status = list.filters.status
  const filter = (next: WrongAnswerReportStatus | '') => list.setFilter('status', next)
  const [open, setOpen] = useState<ReportRow['id'] | null>(null)

  return (
    <div className="studify-admin__tab-body">
      <div className="studify-admin__counts" role="group" aria-label={t('statusFilter')}>
        <button
          type="button"
          aria-pressed={status === ''}
          className={status === '' ? 'is-active' : ''}
          onClick={() => filter('')}
        >
          <span>{t('all')}</span>
        </button>
        {WRONG_ANSWER_REPORT_STATUSES.map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={status === name}
            className={status === name ? 'is-active' : ''}
            data-status={name}
            onClick={() => filter(name)}
          >
            <span>{t(`status.${name}`)}</span>
            <strong>{data ? format.number(data[name] ?? 0) : '–'}</strong>
          </button>
        ))}
      </div>
      <Notice notice={notice} onDismiss={dismiss} />
      <AdminListTable
        list={list}
        columns={[
          { label: t('columns.user') },
          { label: t('columns.date') },
          { label: t('columns.status') },
          { label: t('columns.question') },
          { label: t('columns.wrongAnswer') },
          { label: t('columns.actions'), isLabelHidden: true },
        ]}
        rowCount={data?.reports.length ?? 0}
        caption={t('caption')}
        loadingLabel={t('loading')}
        emptyLabel={t('empty')}
        className="studify-admin__table--reports"
      >
        {data?.reports.map((report) => (
          <tr key={report.id}>
            <td>
              <PersonCell name={report.user.name} email={report.user.email} />
            </td>
            <td>{format.dateTime(new Date(report.createdAt), { dateStyle: 'medium' })}</td>
            <td>
              <Pill pillStyle={REPORT_STATUS_STYLE[report.status] ?? 'error'} size="small" rounded>
                {t(`status.${report.status}`)}
              </Pill>
            </td>
            <td className="studify-admin__clip" dir="auto">
              {report.question.text || t('imageOnly')}
            </td>
            <td className="studify-admin__clip" dir="auto">
              {report.wrongAnswer.text || t('imageOnly')}
            </td>
            <td className="studify-admin__actions">
              <Button
                size="small"
                buttonStyle="secondary"
                margin={false}
                aria-label={t('viewLabel', { name: report.user.name })}
                onClick={() => {
                  setOpen(report.id)
                  openModal(REPORT_DRAWER)
                }}
              >
                {t('view')}
              </Button>
            </td>
          </tr>
        ))}
      </AdminListTable>
      <ReportDrawer
        reportId={open}
        onMoved={(message) => {
          success(message)
          void reload()
        }}
      />
    </div>
  )
}
