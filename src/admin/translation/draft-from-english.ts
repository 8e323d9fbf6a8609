'use client'

import { useLocale } from 'next-intl'
import { useCallback, useState } from 'react'

import { apiRequest } from '../../lib/api/client'

/** The message key of an entity slug (`help-articles` → `helpArticles`). */
export const entityKey = (slug: string) => slug.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())

type DraftRequest = { collection: string; id: string | number | null | undefined; locale: string }

export const draftKey = ({ collection, id, locale }: DraftRequest) => `${collection}:${id ?? ''}:${locale}`

/**
 * POSTs "Draft from English" in the admin's language, then opens the editor in the target locale
 * with the new machine draft (a full load, so an open editor reads the saved draft).
 */
export const useDraftFromEnglish = () => {
  const adminLocale = useLocale()
  // The request under way (`collection:id:locale`), so only its button says it is working.
  const [pending, setPending] = useState<string | null>(null)
  const draft = useCallback(
    async ({ collection, id, locale }: DraftRequest) => {
      setPending(draftKey({ collection, id, locale }))
      try {
        const { draft: saved } = await apiRequest<{ draft: { editUrl: string } }>('/api/translation-status/draft', {
          method: 'POST',
          body: { collection, locale, ...(id !== null && id !== undefined ? { id } : {}) },
          locale: adminLocale,
        })
        window.location.assign(saved.editUrl)
      } finally {
        setPending(null)
      }
    },
    [adminLocale],
  )
  return { draft, pending }
}
