'use client'

import { Button } from '@payloadcms/ui'
import { useLocale, useTranslations } from 'next-intl'
import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect, useMemo, useState } from 'react'

import { LOCALES, type Locale } from '../../config/locales'
import {
  TRANSLATED_SLUGS,
  TRANSLATION_STATUSES,
  type TranslatedSlug,
  type TranslationStatus,
} from '../../config/translation'
import type { TranslationStatusPage, TranslationStatusRow } from '../../services/content/translation-status'
import type { Paged } from '../dashboard/shared/admin-api'
import { AdminListTable } from '../dashboard/shared/AdminListTable'
import { FilterSelect } from '../dashboard/shared/FilterSelect'
import { Notice, useNotice } from '../dashboard/shared/Notice'
import { useAdminList } from '../dashboard/shared/use-admin-list'
import { draftKey, entityKey, useDraftFromEnglish } from './draft-from-english'

type Filters = { collection: TranslatedSlug | ''; locale: Locale | ''; status: TranslationStatus | '' }

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  value && (values as readonly string[]).includes(value) ? (value as T) : ''

/** The filters an address asks for (`?collection=posts&locale=fr&status=missing`), unknown values ignored. */
const filtersOf = (params: URLSearchParams): Filters => ({
  collection: oneOf(TRANSLATED_SLUGS, params.get('collection')),
  locale: oneOf(LOCALES, params.get('locale')),
  status: oneOf(TRANSLATION_STATUSES, params.get('status')),
})

/**
 * Filters, the document × locale table and its actions (issue 23 item 6). The filters are kept in
 * the address (a reload or a shared link shows the same rows), and a refused "Draft from English"
 * says why in its own row, next to the button (issue 34 item 6).
 */
export function TranslationStatusTable() {
  const t = useTranslations('admin.translation')
  const adminLocale = useLocale()
  const params = useSearchParams()
  const pathname = usePathname()
  const list = useAdminList<TranslationStatusPage & Paged, Filters>({
    endpoint: '/api/translation-status',
    loadFailed: t('loadFailed'),
    filters: filtersOf(new URLSearchParams(params.toString())),
  })
  const { data, filters } = list
  useEffect(() => {
    const next = new URLSearchParams(params.toString())
    for (const [name, value] of Object.entries(filters)) {
      if (value) next.set(name, value)
      else next.delete(name)
    }
    // The browser's own history (Next keeps useSearchParams in step): no new render of the view on the server.
    if (next.toString() !== params.toString())
      window.history.replaceState(null, '', `${pathname}${next.size ? `?${next}` : ''}`)
  }, [filters, params, pathname])
  const { notice, failure, dismiss } = useNotice()
  const { draft, pending } = useDraftFromEnglish()
  const languageName = useMemo(() => {
    const names = new Intl.DisplayNames([adminLocale], { type: 'language' })
    return (code: string) => names.of(code) ?? code
  }, [adminLocale])

  const documentName = (row: TranslationStatusRow) =>
    row.kind === 'global' ? t(`entities.${entityKey(row.entity)}`) : row.title
  const keyOf = (row: TranslationStatusRow) => draftKey({ collection: row.entity, id: row.id, locale: row.locale })
  // The row whose draft was refused (its notice shows under its button).
  const refusedKey = useRefusedRow(notice)
  const onDraft = (row: TranslationStatusRow) => {
    refusedKey.set(keyOf(row))
    return draft({ collection: row.entity, id: row.id, locale: row.locale }).catch((reason) =>
      failure(reason, t('draftFailed')),
    )
  }

  return (
    <div className="studify-admin__tab-body">
      <div className="studify-admin__toolbar">
        <FilterSelect<TranslatedSlug>
          label={t('filters.collection')}
          value={list.filters.collection}
          onChange={(value) => list.setFilter('collection', value)}
          options={[
            { value: '', label: t('filters.allCollections') },
            ...TRANSLATED_SLUGS.map((slug) => ({ value: slug, label: t(`entities.${entityKey(slug)}`) })),
          ]}
        />
        <FilterSelect<Locale>
          label={t('filters.locale')}
          value={list.filters.locale}
          onChange={(value) => list.setFilter('locale', value)}
          options={[
            { value: '', label: t('filters.allLocales') },
            ...LOCALES.map((code) => ({ value: code, label: languageName(code) })),
          ]}
        />
        <FilterSelect<TranslationStatus>
          label={t('filters.status')}
          value={list.filters.status}
          onChange={(value) => list.setFilter('status', value)}
          options={[
            { value: '', label: t('filters.allStatuses') },
            ...TRANSLATION_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) })),
          ]}
        />
      </div>
      {data && !data.modelConfigured ? <p className="studify-admin__muted">{t('modelMissing')}</p> : null}
      <AdminListTable
        list={list}
        columns={[
          { label: t('columns.document') },
          { label: t('columns.collection') },
          { label: t('columns.locale') },
          { label: t('columns.status') },
          { label: t('columns.actions'), isLabelHidden: true },
        ]}
        rowCount={data?.rows.length ?? 0}
        caption={t('caption')}
        loadingLabel={t('loading')}
        emptyLabel={t('empty')}
      >
        {data?.rows.map((row) => {
          const name = documentName(row)
          const language = languageName(row.locale)
          const canDraft = row.draftable && (row.status === 'missing' || row.status === 'outdated')
          const isDrafting = pending === keyOf(row)
          const isRefused = refusedKey.value === keyOf(row)
          return (
            <tr key={`${row.entity}:${row.id}:${row.locale}`}>
              <th scope="row">
                <a href={row.editUrl} aria-label={t('openIn', { document: name, language })}>
                  <bdi>{name}</bdi>
                </a>
              </th>
              <td>{t(`entities.${entityKey(row.entity)}`)}</td>
              <td lang={row.locale}>
                <bdi>{language}</bdi>
              </td>
              <td>
                <span className={`studify-translation__status is-${row.status}`}>{t(`statuses.${row.status}`)}</span>
                {row.machineDrafted ? (
                  <span className="studify-translation__machine">{t('machineDrafted')}</span>
                ) : null}
              </td>
              <td className="studify-admin__actions">
                {canDraft ? (
                  <Button
                    buttonStyle="secondary"
                    size="small"
                    margin={false}
                    disabled={!data.modelConfigured || pending !== null}
                    tooltip={data.modelConfigured ? undefined : t('modelMissing')}
                    aria-label={t('draftFromEnglishFor', { document: name, language })}
                    onClick={() => void onDraft(row)}
                  >
                    {isDrafting ? t('drafting') : t('draftFromEnglish')}
                  </Button>
                ) : null}
                {isRefused ? <Notice notice={notice} onDismiss={dismiss} /> : null}
              </td>
            </tr>
          )
        })}
      </AdminListTable>
    </div>
  )
}

/** Which row's action the current notice answers: set on each click, forgotten with the notice. */
const useRefusedRow = (notice: unknown) => {
  const [value, setValue] = useState<string | null>(null)
  return { value: notice ? value : null, set: setValue }
}
