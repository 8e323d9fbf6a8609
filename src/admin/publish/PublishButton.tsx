'use client'

import { getTranslation } from '@payloadcms/translations'
import {
  FormSubmit,
  PopupList,
  useAuth,
  useConfig,
  useDocumentInfo,
  useEditDepth,
  useForm,
  useFormModified,
  useHotkey,
  useLocale,
  useModal,
  useOperation,
  useTranslation,
} from '@payloadcms/ui'
import { traverseForLocalizedFields } from '@payloadcms/ui/shared'
import {
  formatAdminURL,
  hasAutosaveEnabled,
  hasLocalizeStatusEnabled,
  hasScheduledPublishEnabled,
} from 'payload/shared'
import { useCallback, useMemo } from 'react'

import { isLocaleLimited } from '../../config/roles'
import { ScheduleDrawer } from './ScheduleDrawer'

const query = (params: Record<string, string | number | boolean>) =>
  `?${new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString()}`

/**
 * Payload's Publish button (`admin.components.edit.PublishButton`) as editors need it (issue 34
 * item 1): it publishes the locale being edited (`localization.defaultLocalePublishOption:
 * 'active'`); "Publish all locales" stays in its menu for an account with every locale (a
 * translator limited to some is not offered what the server refuses them); and the schedule
 * drawer is ours (./ScheduleDrawer.tsx), defaulting to the edited locale.
 */
export function PublishButton({ label: labelProp }: { label?: string }) {
  const info = useDocumentInfo()
  const { id, collectionSlug, globalSlug, hasPublishedDoc, hasPublishPermission, unpublishedVersionCount } = info
  const { config, getEntityConfig } = useConfig()
  const { submit } = useForm()
  const modified = useFormModified()
  const editDepth = useEditDepth()
  const { code: localeCode } = useLocale()
  const { isModalOpen, toggleModal } = useModal()
  const { user } = useAuth()
  const { i18n, t } = useTranslation()
  const operation = useOperation()
  const { localization, routes } = config
  const drawerSlug = `schedule-publish-${id}`

  const entityConfig = useMemo(
    () => (collectionSlug ? getEntityConfig({ collectionSlug }) : getEntityConfig({ globalSlug: globalSlug! })),
    [collectionSlug, globalSlug, getEntityConfig],
  )
  const hasNewerVersions = unpublishedVersionCount > 0
  const canPublish =
    hasPublishPermission && (modified || hasNewerVersions || !hasPublishedDoc) && info.uploadStatus !== 'uploading'
  const hasAutosave = hasAutosaveEnabled(entityConfig)
  const canSchedulePublish = Boolean(
    hasScheduledPublishEnabled(entityConfig) &&
    hasPublishPermission &&
    (globalSlug || (collectionSlug && id)) &&
    (hasAutosave || !modified),
  )
  const hasLocalizedFields = useMemo(() => traverseForLocalizedFields(entityConfig?.fields), [entityConfig?.fields])
  const publishesOneLocale = Boolean(localization && hasLocalizedFields && hasPublishPermission)
  const mayPublishAll = !isLocaleLimited(user as Parameters<typeof isLocaleLimited>[0])
  const activeLocale = localization ? localization.locales.find((locale) => locale.code === localeCode) : undefined
  const activeLocaleLabel = activeLocale ? getTranslation(activeLocale.label, i18n) : localeCode
  const path: `/${string}` = globalSlug ? `/globals/${globalSlug}` : `/${collectionSlug}${id ? `/${id}` : ''}`

  const publishWith = useCallback(
    async (params: Record<string, string | number | boolean>) => {
      if (info.uploadStatus === 'uploading') return
      const result = await submit({
        action: formatAdminURL({
          apiRoute: routes.api,
          path: `${path}${query({ depth: 0, ...params })}` as `/${string}`,
        }),
        overrides: { _status: 'published' },
      })
      if (result) {
        info.setUnpublishedVersionCount(0)
        info.setMostRecentVersionIsAutosaved(false)
        info.setHasPublishedDoc(true)
      }
    },
    [info, path, routes.api, submit],
  )
  const publishEdited = () => publishWith({ locale: localeCode, publishSpecificLocale: localeCode })
  const publishAll = () =>
    publishWith({ locale: localeCode, ...(hasLocalizeStatusEnabled(entityConfig) ? { publishAllLocales: true } : {}) })

  const saveDraft = useCallback(async () => {
    if (operation === 'update' && !modified) return
    await submit({
      action: formatAdminURL({
        apiRoute: routes.api,
        path: `${path}${query({ depth: 0, draft: true, 'fallback-locale': 'null', locale: localeCode })}` as `/${string}`,
      }),
      method: collectionSlug && id ? 'PATCH' : 'POST',
      overrides: { _status: 'draft' },
      skipValidation: true,
    })
  }, [collectionSlug, id, localeCode, modified, operation, path, routes.api, submit])
  useHotkey({ cmdCtrlKey: true, editDepth, keyCodes: ['s'] }, (event) => {
    event.preventDefault()
    event.stopPropagation()
    if (hasAutosave) void saveDraft()
  })

  if (!hasPublishPermission) return null
  const offersAll = publishesOneLocale && mayPublishAll
  return (
    <>
      <FormSubmit
        buttonId="action-save"
        disabled={!canPublish}
        enableSubMenu={canSchedulePublish || offersAll}
        onClick={() => void (publishesOneLocale ? publishEdited() : publishAll())}
        size="medium"
        SubMenuPopupContent={
          canSchedulePublish || offersAll
            ? ({ close }) => (
                <>
                  {canSchedulePublish ? (
                    <PopupList.ButtonGroup key="schedule-publish">
                      <PopupList.Button id="schedule-publish" onClick={() => [toggleModal(drawerSlug), close()]}>
                        {t('version:schedulePublish')}
                      </PopupList.Button>
                    </PopupList.ButtonGroup>
                  ) : null}
                  {offersAll ? (
                    <PopupList.ButtonGroup>
                      <PopupList.Button id="publish-locale" onClick={() => void publishAll()}>
                        {t('version:publishAllLocales')}
                      </PopupList.Button>
                    </PopupList.ButtonGroup>
                  ) : null}
                </>
              )
            : undefined
        }
        type="button"
      >
        {publishesOneLocale
          ? t('version:publishIn', { locale: activeLocaleLabel })
          : labelProp || t('version:publishChanges')}
      </FormSubmit>
      {canSchedulePublish && isModalOpen(drawerSlug) ? (
        <ScheduleDrawer
          slug={drawerSlug}
          defaultType={hasPublishedDoc && !hasNewerVersions ? 'unpublish' : 'publish'}
          allowAllLocales={mayPublishAll}
        />
      ) : null}
    </>
  )
}
