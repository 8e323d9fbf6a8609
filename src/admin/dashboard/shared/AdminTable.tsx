'use client'

import { Banner } from '@payloadcms/ui'
import type { ReactNode } from 'react'

import type { Paged } from './admin-api'
import { TablePager } from './TablePager'
import { TableSkeleton } from './TableSkeleton'

type Props = {
  /** The page of rows as loaded, or undefined while the first load runs (or failed). */
  paged: Paged | undefined
  rowCount: number
  error: Error | undefined
  isLoading: boolean
  caption: string
  loadingLabel: string
  emptyLabel: string
  /** The header cells of the one header row. */
  head: ReactNode
  className?: string
  onPage: (page: number) => void
  /** The body rows. */
  children: ReactNode
}

/**
 * The frame every admin list shares: load error, skeleton on first load, the table (busy while a
 * new page loads) with its caption, an empty state, and the pager.
 */
export function AdminTable({
  paged,
  rowCount,
  error,
  isLoading,
  caption,
  loadingLabel,
  emptyLabel,
  head,
  className,
  onPage,
  children,
}: Props) {
  return (
    <>
      {error ? <Banner type="error">{error.message}</Banner> : null}
      {isLoading && !paged ? <TableSkeleton label={loadingLabel} /> : null}
      {paged ? (
        <>
          <div className="studify-admin__table-wrap" aria-busy={isLoading}>
            <table className={['studify-admin__table', className].filter(Boolean).join(' ')}>
              <caption className="studify-admin__visually-hidden">{caption}</caption>
              <thead>
                <tr>{head}</tr>
              </thead>
              <tbody>{children}</tbody>
            </table>
            {rowCount === 0 ? <p className="studify-admin__empty">{emptyLabel}</p> : null}
          </div>
          <TablePager paged={paged} onPage={onPage} />
        </>
      ) : null}
    </>
  )
}

/** A person in a table cell: name in bold, e-mail below, each isolated for right-to-left pages. */
export function PersonCell({ name, email }: { name: string; email: string }) {
  return (
    <div className="studify-admin__person">
      <strong>
        <bdi>{name}</bdi>
      </strong>
      <bdi className="studify-admin__muted">{email}</bdi>
    </div>
  )
}
