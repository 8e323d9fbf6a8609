'use client'

import { useTranslations } from 'next-intl'
import { type DragEvent, useEffect, useId, useMemo, useRef, useState } from 'react'

import { imageFileErrorKey } from '@/lib/uploads/image-file'

type Props = { label: string; file: File | null; onFile: (file: File | null) => void; disabled?: boolean }

/** One image slot: drag and drop or the file picker, checked for type and size, with preview and remove. */
export function ImageDrop({ label, file, onFile, disabled }: Props) {
  const t = useTranslations('settings.report')
  const validation = useTranslations('validation')
  const inputRef = useRef<HTMLInputElement>(null)
  const id = useId()
  const [error, setError] = useState<string | null>(null)
  const [isDragging, setIsDragging] = useState(false)
  const previewUrl = useMemo(() => (file ? URL.createObjectURL(file) : null), [file])

  // The object URL pins the file in memory until revoked.
  useEffect(() => () => void (previewUrl && URL.revokeObjectURL(previewUrl)), [previewUrl])

  const accept = (candidate: File | undefined) => {
    if (!candidate) return
    const errorKey = imageFileErrorKey(candidate)
    setError(errorKey ? validation(errorKey) : null)
    if (!errorKey) onFile(candidate)
    if (inputRef.current) inputRef.current.value = ''
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setIsDragging(false)
    if (!disabled) accept(event.dataTransfer.files[0])
  }

  if (file && previewUrl) {
    return (
      <div className="image-preview">
        {/* A local object URL of the user's own file: next/image cannot optimise it. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img src={previewUrl} alt={t('previewAlt', { label })} />
        <button type="button" className="button button-ghost" onClick={() => onFile(null)} disabled={disabled}>
          {t('removeImage')}
        </button>
      </div>
    )
  }

  return (
    <div
      className={`drop-zone${isDragging ? ' is-dragging' : ''}`}
      onDragOver={(event) => {
        event.preventDefault()
        setIsDragging(true)
      }}
      onDragLeave={() => setIsDragging(false)}
      onDrop={onDrop}
    >
      <p className="muted">{t('dropHint')}</p>
      <label className="button button-ghost" htmlFor={id}>
        {t('chooseImage', { label })}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept="image/*"
        className="visually-hidden"
        disabled={disabled}
        onChange={(event) => accept(event.target.files?.[0])}
      />
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
