'use client'

type Props<V extends string> = {
  label: string
  value: V | ''
  options: { value: V | ''; label: string }[]
  onChange: (value: V | '') => void
}

/** A labelled native select in Payload's input style (keyboard and screen-reader friendly). */
export function FilterSelect<V extends string>({ label, value, options, onChange }: Props<V>) {
  return (
    <label className="studify-admin__filter">
      <span className="studify-admin__visually-hidden">{label}</span>
      <select value={value} onChange={(event) => onChange(event.target.value as V | '')}>
        {options.map((option) => (
          <option key={option.value || 'all'} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  )
}
