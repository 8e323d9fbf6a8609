'use client'

import { useTranslations } from 'next-intl'
import { type FormEvent, useEffect, useRef, useState } from 'react'

import { MAX_STYLE_SAMPLE_LENGTH, MAX_TOPIC_LENGTH } from '@/config/writer'
import { useRouter } from '@/i18n/navigation'
import { ApiError } from '@/lib/api/client'
import { characterCount } from '@/lib/writer/words'

import { ErrorBanner } from '../forms/ErrorBanner'
import { GenerateStep } from './steps/GenerateStep'
import { LengthStep } from './steps/LengthStep'
import { OutlineStep } from './steps/OutlineStep'
import { ToneStep } from './steps/ToneStep'
import { TopicStep } from './steps/TopicStep'
import { useOutlineProposal } from './use-outline-proposal'
import { WriterIcon } from './WriterIcon'
import { type EssayDraft, useWriter } from './WriterProvider'
import styles from './EssayWizard.module.css'

const STEPS = ['topic', 'length', 'tone', 'outline', 'generate'] as const
type Step = (typeof STEPS)[number]

/** Spec §5: what each step needs before Next is enabled. */
const isStepReady = (step: Step, draft: EssayDraft, sample: string) => {
  if (step === 'topic') {
    const length = characterCount(draft.topic.trim())
    return length > 0 && length <= MAX_TOPIC_LENGTH && characterCount(sample.trim()) <= MAX_STYLE_SAMPLE_LENGTH
  }
  if (step === 'tone') return draft.tone !== null
  if (step === 'outline' || step === 'generate') return draft.outline.some((heading) => heading.trim())
  return true
}

/**
 * The essay wizard (spec §2, §4): a native modal <dialog> — focus stays inside, Escape and the
 * close button close it, the page behind is inert — with five steps, Back / Next, and Generate
 * Essay last. Each step's question labels its control, which takes the focus when the step opens.
 */
export function EssayWizard({ onClose }: { onClose: () => void }) {
  const t = useTranslations('writer.wizard')
  const router = useRouter()
  const { draft, profile, start, resetDraft } = useWriter()
  const dialog = useRef<HTMLDialogElement>(null)
  const [index, setIndex] = useState(0)
  const [isGenerating, setIsGenerating] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const step = STEPS[index]!
  const proposal = useOutlineProposal()
  const isBusy = proposal.isProposing
  const sample = draft.styleSample ?? profile?.styleSample ?? ''
  const headingId = `wizard-step-${step}`

  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal()
  }, [])
  useEffect(() => {
    // The step's own control takes the focus, so the question is read with it.
    dialog.current?.querySelector<HTMLElement>(`.${styles.body} [data-autofocus]`)?.focus()
  }, [step])

  const generate = async () => {
    if (!draft.tone) return
    setIsGenerating(true)
    setError(null)
    try {
      const { essayId } = await start({
        topic: draft.topic.trim(),
        length: draft.length,
        tone: draft.tone,
        language: draft.language,
        outline: draft.outline.filter((heading) => heading.trim()),
        styleSample: sample.trim() || null,
      })
      resetDraft()
      router.replace(`/dashboard/writer/essays/${essayId}`)
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : t('failed'))
      setIsGenerating(false)
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!isStepReady(step, draft, sample) || isBusy || isGenerating) return
    if (step === 'generate') return void generate()
    // Leaving the tone step: the headings are proposed for what was just chosen.
    if (step === 'tone') void proposal.propose()
    setIndex(index + 1)
  }

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby="wizard-title"
      aria-describedby="wizard-step-count"
      onClose={onClose}
    >
      <form className={styles.wizard} onSubmit={submit} noValidate>
        <header className={styles.header}>
          <p id="wizard-title" className="eyebrow">
            {t('title')}
          </p>
          <p id="wizard-step-count" className={styles.stepCount}>
            {t('stepOf', { step: index + 1, total: STEPS.length })}
          </p>
          <ol className={styles.progress} aria-label={t('stepsLabel')}>
            {STEPS.map((name, position) => (
              <li
                key={name}
                className={position < index ? styles.done : position === index ? styles.current : undefined}
                aria-current={position === index ? 'step' : undefined}
              >
                <span className={styles.dot} aria-hidden="true">
                  {position + 1}
                </span>
                <span className={styles.name}>{t(`stepNames.${name}`)}</span>
              </li>
            ))}
          </ol>
          <button
            type="button"
            className="dialog-close"
            aria-label={t('close')}
            onClick={() => dialog.current?.close()}
          >
            <WriterIcon name="close" />
          </button>
        </header>
        <div className={styles.body}>
          <h2 id={headingId} className={styles.question}>
            {t(`steps.${step}`)}
          </h2>
          {step === 'topic' && <TopicStep headingId={headingId} />}
          {step === 'length' && <LengthStep headingId={headingId} />}
          {step === 'tone' && <ToneStep headingId={headingId} />}
          {step === 'outline' && <OutlineStep headingId={headingId} proposal={proposal} />}
          {step === 'generate' && <GenerateStep headingId={headingId} />}
          <ErrorBanner message={error} onDismiss={() => setError(null)} />
        </div>
        <footer className={styles.footer}>
          <button
            type="button"
            className="button button-ghost"
            disabled={index === 0 || isGenerating}
            onClick={() => {
              setError(null)
              setIndex(index - 1)
            }}
          >
            {t('back')}
          </button>
          <button
            type="submit"
            className="button button-primary"
            disabled={!isStepReady(step, draft, sample) || isBusy || isGenerating}
          >
            {step === 'generate' ? (isGenerating ? t('generating') : t('generate')) : t('next')}
          </button>
        </footer>
      </form>
    </dialog>
  )
}
