'use client'

import { Button, useDocumentInfo, useField, useLocale } from '@payloadcms/ui'
import { useId, useState } from 'react'

import { DEFAULT_LOCALE } from '../../config/locales'
import { apiRequest } from '../../lib/api/client'
import type { Messages } from '../../i18n/messages'
import './translation.scss'

type Labels = Messages['admin']['translation']['panel']

/**
 * The sidebar panel: "machine-drafted" while the mark is set in this locale, and the button that
 * replaces this locale's draft with a machine translation of the published English version. In
 * English (the source) there is nothing to draft; before the first save there is no document yet.
 */
export function MachineDraftPanel({
  path,
  labels,
  adminLocale,
  disabledReason,
}: {
  path: string
  labels: Labels
  adminLocale: string
  disabledReason: string | null
}) {
  const { value: isMachineDrafted } = useField<boolean>({ path })
  const { id, collectionSlug, globalSlug } = useDocumentInfo()
  const { code: locale } = useLocale()
  const [isBusy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const hintId = useId()

  if (locale === DEFAULT_LOCALE) return null
  const reason = disabledReason ?? (collectionSlug && !id ? labels.saveFirst : null)

  const onClick = async () => {
    setBusy(true)
    setError(null)
    try {
      const { draft } = await apiRequest<{ draft: { editUrl: string } }>('/api/translation-status/draft', {
        method: 'POST',
        body: { collection: collectionSlug ?? globalSlug, locale, ...(id ? { id } : {}) },
        locale: adminLocale,
        fallbackMessage: labels.failed,
      })
      window.location.assign(draft.editUrl)
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : labels.failed)
      setBusy(false)
    }
  }

  return (
    <div className="studify-translation-panel" role="group" aria-labelledby={`${hintId}-title`}>
      <p id={`${hintId}-title`} className="studify-translation-panel__title">
        {labels.title}
      </p>
      {isMachineDrafted ? (
        <p className="studify-translation-panel__mark" role="status">
          <span className="studify-translation__machine">{labels.mark}</span> {labels.markHint}
        </p>
      ) : null}
      <Button
        buttonStyle="secondary"
        size="small"
        margin={false}
        disabled={Boolean(reason) || isBusy}
        extraButtonProps={{ 'aria-describedby': hintId }}
        onClick={() => void onClick()}
      >
        {isBusy ? labels.drafting : labels.button}
      </Button>
      <p id={hintId} className="studify-translation-panel__hint">
        {reason ?? labels.hint}
      </p>
      {error ? (
        <p className="studify-translation-panel__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
