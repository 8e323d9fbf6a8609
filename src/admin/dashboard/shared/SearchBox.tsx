'use client'

import { SearchIcon } from '@payloadcms/ui'

type Props = { label: string; placeholder: string; value: string; onChange: (value: string) => void }

/** Payload's list-view search look, as a labelled search field. */
export function SearchBox({ label, placeholder, value, onChange }: Props) {
  return (
    <label className="studify-admin__search">
      <span className="studify-admin__visually-hidden">{label}</span>
      <SearchIcon />
      <input type="search" placeholder={placeholder} value={value} onChange={(event) => onChange(event.target.value)} />
    </label>
  )
}
