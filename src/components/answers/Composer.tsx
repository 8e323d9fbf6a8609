'use client'

import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react'
import { useFormatter, useTranslations } from 'use-intl'

import type { LadderLevel } from '@/config/answers'
import { MAX_QUESTION_LENGTH } from '@/config/limits'
import { imageFileErrorKey } from '@/lib/uploads/image-file'

import { firstImageFile } from './crop'
import { CameraIcon } from './icons'
import type { Draft } from './use-conversation'

// The crop tool (and its canvas work) loads only when a picture is picked.
const CropDialog = lazy(() => import('./CropDialog'))

type Attached = { blob: Blob; url: string }

/** A picture of what the student sees, taken by the host (the extension captures the tab); cropped first. */
export type ScreenshotTool = { label: string; hint: string; capture: () => Promise<Blob>; failedText: string }

/** Text put in the box from elsewhere (the extension's "Ask Studify"), with the error to show, if any. */
export type ComposerFill = { id: number; text: string; error?: string | null }

/**
 * The question box (≤ 500 characters, with its counter), a picture from the camera, the gallery or
 * a paste (a picked one is cropped first), Ask / Hint first / Stop, and the form's error line.
 * `onAsk` resolves with an error message when nothing was answered: the question comes back.
 */
export function Composer({
  isBusy,
  hasTurns,
  status,
  initialImage,
  initialText = '',
  notice,
  onAsk,
  onStop,
  screenshot,
  fill,
  disabledBy,
}: {
  isBusy: boolean
  hasTurns: boolean
  /** The quota line above the box. */
  status?: ReactNode
  /** A picture handed over from elsewhere (the share target): attached, nothing asked. */
  initialImage?: Blob | null
  initialText?: string
  notice?: string | null
  onAsk: (draft: Draft, mode?: LadderLevel) => Promise<string | null>
  onStop: () => void
  /** The host can capture the screen (the extension): a Screenshot button, cropped like a picked picture. */
  screenshot?: ScreenshotTool
  /** Replaces the box's text when its id changes. */
  fill?: ComposerFill | null
  /** The id of the notice that says why asking is off (access not approved yet); Ask and Hint are disabled. */
  disabledBy?: string | null
}) {
  const t = useTranslations('ask')
  const format = useFormatter()
  const [text, setText] = useState(initialText)
  // A picture handed over (the share target) is there from the first render, nothing asked yet.
  const [image, setImage] = useState<Attached | null>(() =>
    initialImage ? { blob: initialImage, url: URL.createObjectURL(initialImage) } : null,
  )
  const [cropSource, setCropSource] = useState<Blob | null>(null)
  const [error, setError] = useState<string | null>(null)
  const box = useRef<HTMLTextAreaElement>(null)
  // Writing: from the box's focus until the question is sent or focus leaves the composer. Only
  // then does it stick to the bottom of the screen (answers.css); a tap on Ask moves focus inside
  // the form first, so the composer never jumps away under the finger before the click.
  const [isWriting, setIsWriting] = useState(false)
  const camera = useRef<HTMLInputElement>(null)
  const gallery = useRef<HTMLInputElement>(null)

  // Only a new fill (a new id) replaces the box's text; one with an error puts the caret there.
  const [filledId, setFilledId] = useState<number | null>(null)
  if (fill && fill.id !== filledId) {
    setFilledId(fill.id)
    setText(fill.text)
    setError(fill.error ?? null)
  }
  const focusId = fill?.error ? fill.id : null
  useEffect(() => {
    if (focusId !== null) box.current?.focus()
  }, [focusId])
  // Back from the crop tool, the caret goes to the box once the dialog has gone (closing a modal
  // dialog gives focus back to what opened it).
  const [cropsDone, setCropsDone] = useState(0)
  useEffect(() => {
    if (cropsDone > 0) box.current?.focus()
  }, [cropsDone])

  const capture = async () => {
    if (!screenshot) return
    setError(null)
    try {
      setCropSource(await screenshot.capture())
    } catch {
      setError(screenshot.failedText)
    }
  }

  const replaceImage = (blob: Blob | null) =>
    setImage((previous) => {
      if (previous) URL.revokeObjectURL(previous.url)
      return blob ? { blob, url: URL.createObjectURL(blob) } : null
    })

  /** Attaches a picture after the spec §5 checks (image types only, at most 10 MB). */
  const attach = (blob: Blob) => {
    const problem = imageFileErrorKey(blob)
    if (problem === 'imageOnly' || problem === 'imageTooLarge') return setError(t(problem))
    setError(null)
    replaceImage(blob)
  }
  const pick = (input: HTMLInputElement) => {
    const file = input.files?.[0]
    input.value = ''
    if (!file) return
    // Photos may be larger than the cap: cropping scales them down, so only the type is checked here.
    if (imageFileErrorKey({ type: file.type, size: 0 })) return setError(t('imageOnly'))
    setError(null)
    setCropSource(file)
  }

  const ask = async (mode?: LadderLevel) => {
    if (isBusy || disabledBy) return
    const draft = { question: text.trim(), image: image?.blob ?? null }
    if (!draft.question && !draft.image) {
      setError(t('emptyQuestion'))
      box.current?.focus()
      return
    }
    setError(null)
    setIsWriting(false)
    const sent = image
    setText('')
    setImage(null)
    const failure = await onAsk(draft, mode)
    if (failure === null) {
      if (sent) URL.revokeObjectURL(sent.url)
      return
    }
    // Nothing was answered: the question and its picture come back to edit.
    setText(draft.question)
    setImage(sent)
    setError(failure)
  }

  const length = text.length
  const counter = `${format.number(length)}/${format.number(MAX_QUESTION_LENGTH)}`
  return (
    <form
      className="composer"
      data-writing={isWriting || undefined}
      noValidate
      onFocus={(event) => (event.target as Element) === box.current && setIsWriting(true)}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && setIsWriting(false)}
      onSubmit={(event) => {
        event.preventDefault()
        void ask()
      }}
    >
      {status}
      {notice && (
        <p className="composer-notice" role="status">
          {notice}
        </p>
      )}
      <label htmlFor="question" className="visually-hidden">
        {t('questionLabel')}
      </label>
      <textarea
        id="question"
        ref={box}
        name="question"
        rows={2}
        dir="auto"
        maxLength={MAX_QUESTION_LENGTH}
        value={text}
        placeholder={hasTurns ? t('followUpPlaceholder') : t('questionPlaceholder')}
        aria-describedby="question-counter"
        onChange={(event) => {
          setText(event.target.value)
          setError(null)
        }}
        onKeyDown={(event) => {
          // Enter asks, Shift+Enter starts a new line (never while an IME is composing).
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault()
            void ask()
          }
        }}
        onPaste={(event) => {
          const file = firstImageFile(event.clipboardData?.items)
          if (file) {
            event.preventDefault()
            attach(file)
          }
        }}
      />
      {image && (
        <div className="image-preview">
          {/* eslint-disable-next-line @next/next/no-img-element -- an object URL of the student's own picture */}
          <img src={image.url} alt={t('attachedImage')} />
          <button type="button" className="answers-button ghost" onClick={() => replaceImage(null)}>
            {t('removeImage')}
          </button>
        </div>
      )}
      <div className="composer-row">
        {screenshot && (
          <button
            type="button"
            className="answers-button"
            title={screenshot.hint}
            disabled={isBusy}
            onClick={() => void capture()}
          >
            <span aria-hidden="true">✂ </span>
            {screenshot.label}
          </button>
        )}
        {/* A desktop host with a screenshot tool has no camera to offer. */}
        {!screenshot && (
          <button type="button" className="answers-button" disabled={isBusy} onClick={() => camera.current?.click()}>
            <CameraIcon />
            {t('takePhoto')}
          </button>
        )}
        <button type="button" className="answers-button" disabled={isBusy} onClick={() => gallery.current?.click()}>
          {t('attachImage')}
        </button>
        {!screenshot && (
          <input
            ref={camera}
            type="file"
            accept="image/*"
            capture="environment"
            className="visually-hidden"
            tabIndex={-1}
            aria-hidden="true"
            onChange={(event) => pick(event.currentTarget)}
          />
        )}
        <input
          ref={gallery}
          type="file"
          accept="image/*"
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => pick(event.currentTarget)}
        />
        <span
          id="question-counter"
          className="counter muted"
          aria-label={t('charactersUsed', { count: format.number(length), max: format.number(MAX_QUESTION_LENGTH) })}
        >
          {counter}
        </span>
      </div>
      <div className="composer-row composer-send">
        {isBusy ? (
          <button type="button" className="answers-button" onClick={onStop}>
            {t('stop')}
          </button>
        ) : (
          <>
            <button
              type="button"
              className="answers-button"
              title={t('askHintTitle')}
              disabled={Boolean(disabledBy)}
              aria-describedby={disabledBy ?? undefined}
              onClick={() => void ask('hint')}
            >
              {t('askHint')}
            </button>
            <button
              type="submit"
              className="answers-button primary"
              disabled={Boolean(disabledBy)}
              aria-describedby={disabledBy ?? undefined}
            >
              {t('ask')}
            </button>
          </>
        )}
      </div>
      {error && (
        <p className="answers-error" role="alert">
          {error}
        </p>
      )}
      {isBusy && (
        <p className="visually-hidden" role="status">
          {t('answering')}
        </p>
      )}
      {cropSource && (
        <Suspense fallback={null}>
          <CropDialog
            source={cropSource}
            onDone={(blob) => {
              setCropSource(null)
              if (blob) attach(blob)
              setCropsDone((count) => count + 1)
            }}
          />
        </Suspense>
      )}
    </form>
  )
}
