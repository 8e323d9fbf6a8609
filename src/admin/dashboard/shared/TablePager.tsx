'use client'

import { Pagination } from '@payloadcms/ui'
import { useTranslations } from 'next-intl'

import type { Paged } from './admin-api'

/** "1–20 of 345" and Payload's pager, when there is more than one page. */
export function TablePager({ paged, onPage }: { paged: Paged; onPage: (page: number) => void }) {
  const t = useTranslations('admin.table')
  if (paged.totalDocs === 0) return null
  const from = (paged.page - 1) * paged.limit + 1
  const to = Math.min(paged.page * paged.limit, paged.totalDocs)
  return (
    <div className="studify-admin__pager">
      <span className="studify-admin__muted">{t('range', { from, to, total: paged.totalDocs })}</span>
      {paged.totalPages > 1 ? (
        <Pagination
          page={paged.page}
          totalPages={paged.totalPages}
          hasPrevPage={paged.page > 1}
          hasNextPage={paged.page < paged.totalPages}
          prevPage={paged.page - 1}
          nextPage={paged.page + 1}
          limit={paged.limit}
          onChange={onPage}
        />
      ) : null}
    </div>
  )
}
