'use client'

import { useLocale, useTranslations } from 'next-intl'
import { type FormEvent, useEffect, useState } from 'react'

import { MAX_REPORT_TEXT_LENGTH, type ReportImageField } from '@/config/reports'
import { ApiError, apiRequest } from '@/lib/api/client'
import { wrongAnswerReportSchema } from '@/lib/validation/reports'
import type { ReportPrefill } from '@/services/reports/report-prefill'

import { ErrorBanner } from '../forms/ErrorBanner'
import { FormField } from '../forms/FormField'
import { SuccessBanner } from '../forms/SuccessBanner'
import { useValidatedForm } from '../forms/use-validated-form'
import { ImageDrop } from './ImageDrop'

const EMPTY = {
  question: '',
  wrongAnswer: '',
  correctAnswer: '',
  explanation: '',
  hasQuestionImage: false,
  hasWrongAnswerImage: false,
}
const TEXT_FIELDS = [
  { name: 'question', image: 'questionImage', flag: 'hasQuestionImage' },
  { name: 'wrongAnswer', image: 'wrongAnswerImage', flag: 'hasWrongAnswerImage' },
  { name: 'correctAnswer' },
  { name: 'explanation' },
] as const

/**
 * The picture the reported question was asked with (the student's own file), as a file the form
 * shows and sends like one the student chose; null when it cannot be had.
 */
const fetchQuestionImage = async (url: string): Promise<File | null> => {
  const response = await fetch(url, { credentials: 'same-origin' }).catch(() => null)
  if (!response?.ok) return null
  const blob = await response.blob()
  if (!blob.type.startsWith('image/')) return null
  return new File([blob], decodeURIComponent(url.split('/').pop() || 'question'), { type: blob.type })
}

/** The wrong-answer report form of spec §5, sent as multipart with up to two images. */
export function ReportWrongAnswerTab({ answerId }: { answerId?: string }) {
  const t = useTranslations('settings.report')
  const locale = useLocale()
  const form = useValidatedForm(wrongAnswerReportSchema, EMPTY)
  const [images, setImages] = useState<Partial<Record<ReportImageField, File>>>({})
  const [isSubmitting, setIsSubmitting] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [success, setSuccess] = useState<string | null>(null)
  const { setValue } = form

  // Opened for one answer ("Report wrong answer" in the extension): its question, its picture and
  // the answer are filled in; should that fail, the student fills the form in by hand as before.
  useEffect(() => {
    if (!answerId) return
    let isCurrent = true
    const path = `/api/analytics/reports/wrong-answer/prefill?answerId=${encodeURIComponent(answerId)}`
    apiRequest<ReportPrefill>(path, { locale })
      .then(async (prefill) => {
        if (!isCurrent) return
        setValue('question', prefill.question)
        setValue('wrongAnswer', prefill.wrongAnswer)
        const picture = prefill.questionImageUrl ? await fetchQuestionImage(prefill.questionImageUrl) : null
        if (!isCurrent || !picture) return
        // A picture the student has chosen meanwhile stays.
        setImages((current) => (current.questionImage ? current : { ...current, questionImage: picture }))
        setValue('hasQuestionImage', true)
      })
      .catch(() => undefined)
    return () => {
      isCurrent = false
    }
  }, [answerId, locale, setValue])

  const setImage = (field: ReportImageField, flag: string, file: File | null) => {
    setImages((current) => ({ ...current, [field]: file ?? undefined }))
    form.setValue(flag, Boolean(file))
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    for (const { name } of TEXT_FIELDS) form.touch(name)
    if (!form.isValid || isSubmitting) return
    setIsSubmitting(true)
    setError(null)
    setSuccess(null)
    const body = new FormData()
    for (const { name } of TEXT_FIELDS) body.append(name, String(form.values[name]))
    for (const [field, file] of Object.entries(images)) if (file) body.append(field, file)
    if (answerId) body.append('answerId', answerId)
    try {
      const result = await apiRequest<{ message: string }>('/api/analytics/reports/wrong-answer', {
        method: 'POST',
        body,
        locale,
        fallbackMessage: t('failed'),
      })
      form.reset()
      setImages({})
      setSuccess(result.message)
    } catch (caught) {
      const apiError = caught instanceof ApiError ? caught : null
      if (apiError?.field && apiError.field in EMPTY) form.setServerError(apiError.field, apiError.message)
      else setError(apiError?.message ?? t('failed'))
    } finally {
      setIsSubmitting(false)
    }
  }

  return (
    <form className="settings-section report-form" onSubmit={submit} noValidate>
      <h3>{t('heading')}</h3>
      <p className="muted">{t('intro')}</p>
      <ErrorBanner message={error} onDismiss={() => setError(null)} />
      <SuccessBanner message={success} onDismiss={() => setSuccess(null)} focusOnShow />
      {TEXT_FIELDS.map((field) => (
        <div key={field.name} className="report-part">
          <FormField
            name={field.name}
            rows={3}
            // Arabic runs right to left, maths and Latin text left to right, whatever the page's direction.
            dir="auto"
            required={'image' in field}
            label={t(field.name)}
            // Also gives an empty box the page's direction (globals.css, :placeholder-shown).
            placeholder={t(`placeholders.${field.name}`)}
            hint={'image' in field ? t('textOrImage') : undefined}
            maxLength={MAX_REPORT_TEXT_LENGTH}
            disabled={isSubmitting}
            value={String(form.values[field.name])}
            state={form.stateOf(field.name)}
            onValue={(value) => form.setValue(field.name, value)}
            onTouch={() => form.touch(field.name)}
          />
          {'image' in field && (
            <ImageDrop
              label={t(field.name)}
              file={images[field.image] ?? null}
              disabled={isSubmitting}
              onFile={(file) => setImage(field.image, field.flag, file)}
            />
          )}
        </div>
      ))}
      <button type="submit" className="button button-danger" disabled={isSubmitting}>
        {isSubmitting ? t('submitting') : t('submit')}
      </button>
    </form>
  )
}
