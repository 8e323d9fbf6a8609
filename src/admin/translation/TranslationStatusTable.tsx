'use client'

import { Button } from '@payloadcms/ui'
import { useLocale, useTranslations } from 'next-intl'
import { useMemo } from 'react'

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

/** Filters, the document × locale table and its actions (issue 23 item 6). */
export function TranslationStatusTable() {
  const t = useTranslations('admin.translation')
  const adminLocale = useLocale()
  const list = useAdminList<
    TranslationStatusPage & Paged,
    { collection: TranslatedSlug | ''; locale: Locale | ''; status: TranslationStatus | '' }
  >({
    endpoint: '/api/translation-status',
    loadFailed: t('loadFailed'),
    filters: { collection: '', locale: '', status: '' },
  })
  const { data } = list
  const { notice, failure, dismiss } = useNotice()
  const { draft, pending } = useDraftFromEnglish()
  const languageName = useMemo(() => {
    const names = new Intl.DisplayNames([adminLocale], { type: 'language' })
    return (code: string) => names.of(code) ?? code
  }, [adminLocale])

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
      <Notice notice={notice} onDismiss={dismiss} />
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
      </AdminListTable>
    </div>
  )
}
