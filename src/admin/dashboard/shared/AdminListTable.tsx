'use client'

import type { ReactNode } from 'react'

import { AdminTable } from './AdminTable'
import { SortableHeader } from './SortableHeader'
import type { AdminList } from './use-admin-list'

export type AdminColumn<S extends string> = {
  label: string
  /** The server's sort key for this column; absent, the column does not sort. */
  sortField?: S
  /** A label read to assistive technology only (the actions column). */
  isLabelHidden?: boolean
}

type Props<S extends string> = {
  list: AdminList<S>
  columns: AdminColumn<S>[]
  rowCount: number
  caption: string
  loadingLabel: string
  emptyLabel: string
  className?: string
  /** The body rows. */
  children: ReactNode
}

/** An admin list's table: its header row from the columns (sortable ones sort on the server), the rows, the pager. */
export function AdminListTable<S extends string>({ list, columns, children, ...table }: Props<S>) {
  const { sort, setSort } = list
  return (
    <AdminTable
      {...table}
      paged={list.data}
      error={list.error}
      isLoading={list.isLoading}
      onPage={list.setPage}
      head={columns.map((column) =>
        column.sortField && sort ? (
          <SortableHeader
            key={column.label}
            field={column.sortField}
            label={column.label}
            sort={sort}
            onSort={setSort}
          />
        ) : (
          <th key={column.label} scope="col">
            {column.isLabelHidden ? (
              <span className="studify-admin__visually-hidden">{column.label}</span>
            ) : (
              column.label
            )}
          </th>
        ),
      )}
    >
      {children}
    </AdminTable>
  )
}
