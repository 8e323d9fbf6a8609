'use client'

import { useConfig, useDocumentInfo, useDocumentTitle, useFormFields, useTranslation } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { DEFAULT_LOCALE } from '../config/locales'

/**
 * A document without a title in the language being edited is headed by its English title, never
 * by its id (issue 34 item 10): Payload's edit view reads the document without fallback (so the
 * editor sees what is left to translate) and heads an empty title with the id; with no English
 * title either, it reads "Untitled" in the admin's language. Rendered before the
 * document controls of the collections whose title field is localized (plugins/admin-labels.ts).
 */
export function DocumentTitleFallback() {
  const { id, collectionSlug, docConfig } = useDocumentInfo()
  const { title, setDocumentTitle } = useDocumentTitle()
  const { t } = useTranslation()
  const {
    config: {
      routes: { api },
    },
  } = useConfig()
  const useAsTitle =
    docConfig && 'admin' in docConfig ? (docConfig.admin as { useAsTitle?: string }).useAsTitle : undefined
  const value = useFormFields(([fields]) => (useAsTitle ? fields?.[useAsTitle]?.value : undefined))
  const [english, setEnglish] = useState<string | null>(null)
  const isEmpty = typeof value !== 'string' || value.trim() === ''

  useEffect(() => {
    if (!id || !collectionSlug || !useAsTitle || !isEmpty || english !== null) return
    const controller = new AbortController()
    const query = new URLSearchParams({
      locale: DEFAULT_LOCALE,
      draft: 'true',
      depth: '0',
      [`select[${useAsTitle}]`]: 'true',
    })
    // Same origin as the admin, with its session cookie.
    fetch(`${api}/${collectionSlug}/${id}?${query}`, {
      credentials: 'include',
      signal: controller.signal,
    })
      .then((response) => (response.ok ? response.json() : null))
      .then((doc: Record<string, unknown> | null) => {
        if (!doc) return
        const found = doc[useAsTitle]
        // '' once English is known to have no title either (a "Create New" nobody has typed in).
        setEnglish(typeof found === 'string' && found.trim() ? found : '')
      })
      .catch(() => undefined)
    return () => controller.abort()
  }, [api, collectionSlug, english, id, isEmpty, useAsTitle])

  useEffect(() => {
    // Payload heads an untitled document with its id: replace that with English, else "Untitled"
    // in the admin's language (issue 34 item 12: Create New stores an empty draft at once).
    if (!isEmpty || english === null) return
    const heading = english || t('general:untitled')
    if (title !== heading) setDocumentTitle(heading)
  }, [english, isEmpty, setDocumentTitle, t, title])

  return null
}
