'use client'

import { useRowLabel, useTranslation } from '@payloadcms/ui'

type Props = { labelField: string }

/**
 * An array row titled by its own text (the feature, the benefit, the platform…) instead of
 * "Row 01", so editors find a row without opening each one. Empty rows keep a numbered label.
 */
export function ArrayRowLabel({ labelField }: Props) {
  const { data, rowNumber } = useRowLabel<Record<string, unknown>>()
  const { t } = useTranslation()
  const value = data?.[labelField]
  const text = typeof value === 'string' ? value.trim() : ''
  // Payload's own row-label class and behaviour (a click on it reaches the row's toggle).
  return (
    <span className="row-label" style={{ pointerEvents: 'none' }}>
      {text || `${t('general:row')} ${String((rowNumber ?? 0) + 1).padStart(2, '0')}`}
    </span>
  )
}
