'use client'

import { ChevronIcon } from '@payloadcms/ui'

import { nextSort, type SortState } from './sort'

type Props<F extends string> = {
  field: F
  label: string
  sort: SortState<F>
  onSort: (next: SortState<F>) => void
}

/** A column header that sorts on the server; `aria-sort` tells assistive tech the current order. */
export function SortableHeader<F extends string>({ field, label, sort, onSort }: Props<F>) {
  const active = sort.field === field
  return (
    <th scope="col" aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : 'none'}>
      <button type="button" className="studify-admin__sort" onClick={() => onSort(nextSort(sort, field))}>
        <span>{label}</span>
        <ChevronIcon
          className={active ? 'studify-admin__sort-icon is-active' : 'studify-admin__sort-icon'}
          direction={active && !sort.descending ? 'up' : 'down'}
          size="small"
        />
      </button>
    </th>
  )
}
