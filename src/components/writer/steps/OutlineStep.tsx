'use client'

import { useTranslations } from 'next-intl'
import { type KeyboardEvent, useEffect, useRef, useState } from 'react'

import { MAX_HEADING_LENGTH, MAX_OUTLINE_HEADINGS } from '@/config/writer'

import { ErrorBanner } from '../../forms/ErrorBanner'
import { WriterIcon } from '../WriterIcon'
import type { OutlineProposal } from '../use-outline-proposal'
import { useWriter } from '../WriterProvider'
import styles from './OutlineStep.module.css'
import stepStyles from './Step.module.css'

/**
 * Step 4: the headings the model proposed from the topic, which the student renames, adds,
 * removes and reorders (buttons, or Alt+↑/↓ in a heading). At least one heading is needed.
 */
export function OutlineStep({ headingId, proposal }: { headingId: string; proposal: OutlineProposal }) {
  const t = useTranslations('writer.wizard.outline')
  const { draft, updateDraft } = useWriter()
  const [announcement, setAnnouncement] = useState('')
  const inputs = useRef<(HTMLInputElement | null)[]>([])
  const addButton = useRef<HTMLButtonElement>(null)
  const focusNext = useRef<number | 'add' | null>(null)
  const outline = draft.outline
  const isLoading = proposal.isProposing

  // Fresh headings take the focus, so the student starts on the first one.
  useEffect(() => {
    if (!isLoading) inputs.current[0]?.focus()
  }, [isLoading])

  useEffect(() => {
    const target = focusNext.current
    focusNext.current = null
    if (target === 'add') addButton.current?.focus()
    else if (target !== null) inputs.current[target]?.focus()
  }, [outline])

  const setOutline = (next: string[], focus: number | 'add' | null, message = '') => {
    focusNext.current = focus
    setAnnouncement(message)
    updateDraft({ outline: next })
  }
  const rename = (index: number, value: string) =>
    setOutline(
      outline.map((h, i) => (i === index ? value : h)),
      null,
    )
  const move = (index: number, step: -1 | 1) => {
    const to = index + step
    if (to < 0 || to >= outline.length) return
    const next = [...outline]
    ;[next[index], next[to]] = [next[to]!, next[index]!]
    setOutline(next, to, t('moved', { number: to + 1 }))
  }
  const remove = (index: number) => {
    const next = outline.filter((_, i) => i !== index)
    setOutline(next, next.length ? Math.min(index, next.length - 1) : 'add', t('removed'))
  }
  const add = () => setOutline([...outline, ''], outline.length)
  const onKey = (event: KeyboardEvent<HTMLInputElement>, index: number) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return
    event.preventDefault()
    move(index, event.key === 'ArrowUp' ? -1 : 1)
  }
  const hasHeading = outline.some((heading) => heading.trim())

  return (
    <div className={stepStyles.step} aria-busy={isLoading}>
      <p className="muted" id="outline-intro">
        {t('intro')}
      </p>
      {isLoading && (
        <p className={styles.loading} role="status">
          <span className="page-spinner" aria-hidden="true" /> {t('loading')}
        </p>
      )}
      <ErrorBanner message={proposal.error} onDismiss={proposal.clearError} />
      {!isLoading && draft.outlineSource === 'fallback' && <p className="field-hint">{t('fallbackNote')}</p>}
      {!isLoading && (
        <ol className={styles.list} aria-labelledby={headingId} aria-describedby="outline-intro">
          {outline.map((heading, index) => (
            <li key={index} className={styles.item}>
              <span className={styles.number} aria-hidden="true">
                {index + 1}
              </span>
              <input
                ref={(element) => {
                  inputs.current[index] = element
                }}
                type="text"
                dir="auto"
                value={heading}
                maxLength={MAX_HEADING_LENGTH}
                placeholder={t('newHeading')}
                aria-label={t('headingLabel', { number: index + 1 })}
                data-autofocus={index === 0 || undefined}
                onChange={(event) => rename(index, event.target.value)}
                onKeyDown={(event) => onKey(event, index)}
              />
              <button
                type="button"
                className="icon-button"
                aria-label={t('moveUp', { number: index + 1 })}
                disabled={index === 0}
                onClick={() => move(index, -1)}
              >
                <WriterIcon name="up" />
              </button>
              <button
                type="button"
                className="icon-button"
                aria-label={t('moveDown', { number: index + 1 })}
                disabled={index === outline.length - 1}
                onClick={() => move(index, 1)}
              >
                <WriterIcon name="down" />
              </button>
              <button
                type="button"
                className="icon-button is-danger"
                aria-label={t('remove', { number: index + 1 })}
                onClick={() => remove(index)}
              >
                <WriterIcon name="close" />
              </button>
            </li>
          ))}
        </ol>
      )}
      {!isLoading && (
        <div className={styles.actions}>
          <button
            ref={addButton}
            type="button"
            className="button button-ghost"
            disabled={outline.length >= MAX_OUTLINE_HEADINGS}
            onClick={add}
          >
            <WriterIcon name="plus" /> {t('add')}
          </button>
          <button type="button" className="link-button" onClick={() => void proposal.propose({ force: true })}>
            {t('suggestAgain')}
          </button>
        </div>
      )}
      {!isLoading && !hasHeading && (
        <p className={stepStyles.required} role="alert" data-testid="wizard-required">
          {t('required')}
        </p>
      )}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  )
}
