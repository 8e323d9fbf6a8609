'use client'

import { Button } from '@payloadcms/ui'
import { useLocale, useTranslations } from 'next-intl'
import { useMemo, useState } from 'react'

import { LOCALES, type Locale } from '../../config/locales'
import {
  TRANSLATED_SLUGS,
  TRANSLATION_STATUSES,
  type TranslatedSlug,
  type TranslationStatus,
} from '../../config/translation'
import type { TranslationStatusPage, TranslationStatusRow } from '../../services/content/translation-status'
import { queryString, type Paged, useAdminData } from '../dashboard/shared/admin-api'
import { AdminTable } from '../dashboard/shared/AdminTable'
import { FilterSelect } from '../dashboard/shared/FilterSelect'
import { Notice, useNotice } from '../dashboard/shared/Notice'
import { draftKey, entityKey, useDraftFromEnglish } from './draft-from-english'

/** Filters, the document × locale table and its actions (issue 23 item 6). */
export function TranslationStatusTable() {
  const t = useTranslations('admin.translation')
  const adminLocale = useLocale()
  const [collection, setCollection] = useState<TranslatedSlug | ''>('')
  const [locale, setLocale] = useState<Locale | ''>('')
  const [status, setStatus] = useState<TranslationStatus | ''>('')
  const [page, setPage] = useState(1)
  const { notice, failure, dismiss } = useNotice()
  const { draft, pending } = useDraftFromEnglish()
  const languageName = useMemo(() => {
    const names = new Intl.DisplayNames([adminLocale], { type: 'language' })
    return (code: string) => names.of(code) ?? code
  }, [adminLocale])

  const path = `/api/translation-status${queryString({ collection, locale, status, page })}`
  const { data, error, isLoading } = useAdminData<TranslationStatusPage & Paged>(path, t('loadFailed'))

  const filter =
    <V extends string>(set: (value: V | '') => void) =>
    (value: V | '') => {
      set(value)
      setPage(1)
    }
  const documentName = (row: TranslationStatusRow) =>
    row.kind === 'global' ? t(`entities.${entityKey(row.entity)}`) : row.title
  const onDraft = (row: TranslationStatusRow) =>
    draft({ collection: row.entity, id: row.id, locale: row.locale }).catch((reason) =>
      failure(reason, t('draftFailed')),
    )

  return (
    <div className="studify-admin__tab-body">
      <div className="studify-admin__toolbar">
        <FilterSelect<TranslatedSlug>
          label={t('filters.collection')}
          value={collection}
          onChange={filter<TranslatedSlug>(setCollection)}
          options={[
            { value: '', label: t('filters.allCollections') },
            ...TRANSLATED_SLUGS.map((slug) => ({ value: slug, label: t(`entities.${entityKey(slug)}`) })),
          ]}
        />
        <FilterSelect<Locale>
          label={t('filters.locale')}
          value={locale}
          onChange={filter<Locale>(setLocale)}
          options={[
            { value: '', label: t('filters.allLocales') },
            ...LOCALES.map((code) => ({ value: code, label: languageName(code) })),
          ]}
        />
        <FilterSelect<TranslationStatus>
          label={t('filters.status')}
          value={status}
          onChange={filter<TranslationStatus>(setStatus)}
          options={[
            { value: '', label: t('filters.allStatuses') },
            ...TRANSLATION_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) })),
          ]}
        />
      </div>
      {data && !data.modelConfigured ? <p className="studify-admin__muted">{t('modelMissing')}</p> : null}
      <Notice notice={notice} onDismiss={dismiss} />
      <AdminTable
        paged={data}
        rowCount={data?.rows.length ?? 0}
        error={error}
        isLoading={isLoading}
        caption={t('caption')}
        loadingLabel={t('loading')}
        emptyLabel={t('empty')}
        onPage={setPage}
        head={
          <>
            <th scope="col">{t('columns.document')}</th>
            <th scope="col">{t('columns.collection')}</th>
            <th scope="col">{t('columns.locale')}</th>
            <th scope="col">{t('columns.status')}</th>
            <th scope="col">
              <span className="studify-admin__visually-hidden">{t('columns.actions')}</span>
            </th>
          </>
        }
      >
        {data?.rows.map((row) => {
          const name = documentName(row)
          const language = languageName(row.locale)
          const canDraft = row.draftable && (row.status === 'missing' || row.status === 'outdated')
          const isDrafting = pending === draftKey({ collection: row.entity, id: row.id, locale: row.locale })
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
              </td>
            </tr>
          )
        })}
      </AdminTable>
    </div>
  )
}
