'use client'

import { useEffect, useRef, useState } from 'react'
import { useTranslations } from 'use-intl'

import { cropToJpeg, isUsableSelection, type Point, type Rect, rectBetween, toNaturalRect } from './crop'

/**
 * The picked or photographed picture in a modal dialog: drag (finger or mouse) over the part to ask
 * about. Resolves `onDone` with the JPEG of the selection or of the whole picture, or null when
 * cancelled. Enter uses the selection (the whole picture without one), Escape cancels; every action
 * also has a button. Loaded only when a picture is picked (Composer imports it lazily).
 */
export default function CropDialog({ source, onDone }: { source: Blob; onDone: (blob: Blob | null) => void }) {
  const t = useTranslations('ask')
  const dialog = useRef<HTMLDialogElement>(null)
  const picture = useRef<HTMLImageElement>(null)
  const anchor = useRef<Point | null>(null)
  const [url] = useState(() => URL.createObjectURL(source))
  const [selection, setSelection] = useState<Rect | null>(null)
  /** Where the picture sits in the stage (read when a drag starts): the selection is drawn over it. */
  const [offset, setOffset] = useState({ left: 0, top: 0 })
  const [isBusy, setIsBusy] = useState(false)
  const isDone = useRef(false)

  useEffect(() => {
    const element = dialog.current
    element?.showModal()
    return () => {
      element?.close()
      URL.revokeObjectURL(url)
    }
  }, [url])

  const finish = (blob: Blob | null) => {
    if (isDone.current) return
    isDone.current = true
    onDone(blob)
  }
  const shownSize = () => ({ width: picture.current!.clientWidth, height: picture.current!.clientHeight })
  const pointIn = (event: React.PointerEvent): Point => {
    const box = picture.current!.getBoundingClientRect()
    return { x: event.clientX - box.left, y: event.clientY - box.top }
  }
  const confirm = async (isWhole: boolean) => {
    const image = picture.current
    if (!image || isBusy) return
    setIsBusy(true)
    await image.decode().catch(() => undefined)
    const natural = { width: image.naturalWidth, height: image.naturalHeight }
    const area = !isWhole && isUsableSelection(selection) ? toNaturalRect(selection, shownSize(), natural) : undefined
    finish(await cropToJpeg(image, area).catch(() => null))
  }
  const usable = isUsableSelection(selection) ? selection : null

  return (
    <dialog
      ref={dialog}
      className="crop-dialog"
      aria-labelledby="crop-title"
      onCancel={(event) => {
        event.preventDefault()
        finish(null)
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' || event.target instanceof HTMLButtonElement) return
        event.preventDefault()
        void confirm(!usable)
      }}
    >
      <h2 id="crop-title">{t('cropTitle')}</h2>
      <p id="crop-help" className="muted">
        {t('cropHelp')}
      </p>
      {/* Physical offsets, and the picture never mirrored: right-to-left pages crop the same picture. */}
      <div className="crop-stage" dir="ltr" tabIndex={0} aria-describedby="crop-help">
        {/* eslint-disable-next-line @next/next/no-img-element -- an object URL of the student's own picture */}
        <img
          ref={picture}
          src={url}
          alt={t('cropPictureLabel')}
          draggable={false}
          className="crop-picture"
          onPointerDown={(event) => {
            event.preventDefault()
            anchor.current = pointIn(event)
            setOffset({ left: event.currentTarget.offsetLeft, top: event.currentTarget.offsetTop })
            setSelection(null)
            event.currentTarget.setPointerCapture(event.pointerId)
          }}
          onPointerMove={(event) => {
            if (anchor.current) setSelection(rectBetween(anchor.current, pointIn(event), shownSize()))
          }}
          onPointerUp={(event) => {
            if (!anchor.current) return
            const rect = rectBetween(anchor.current, pointIn(event), shownSize())
            anchor.current = null
            setSelection(isUsableSelection(rect) ? rect : null)
          }}
          onPointerCancel={() => (anchor.current = null)}
        />
        {usable && (
          <div
            className="crop-selection"
            style={{
              left: offset.left + usable.x,
              top: offset.top + usable.y,
              width: usable.width,
              height: usable.height,
            }}
          />
        )}
      </div>
      <div className="crop-actions">
        <button type="button" className="answers-button ghost" onClick={() => finish(null)}>
          {t('cancel')}
        </button>
        <button type="button" className="answers-button" disabled={isBusy} onClick={() => void confirm(true)}>
          {t('cropUseWhole')}
        </button>
        <button
          type="button"
          className="answers-button primary"
          disabled={!usable || isBusy}
          onClick={() => void confirm(false)}
        >
          {t('cropUseSelection')}
        </button>
      </div>
    </dialog>
  )
}
