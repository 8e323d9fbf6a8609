import type { AdminViewServerProps } from 'payload'
import { DefaultTemplate } from '@payloadcms/next/templates'
import { notFound } from 'next/navigation'

import { canPublish } from '../../access/editorial'
import { canSeeTranslationStatus } from '../../access/translation'
import { FailedSchedulesClient } from './FailedSchedulesClient'

/**
 * `/admin/failed-schedules` (admin.components.views): scheduled publishes that failed, in Payload's
 * frame. The content roles read it; editors and admins may run one again.
 */
export function FailedSchedulesView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { permissions, req, visibleEntities, locale } = initPageResult
  const user = req.user as { role?: string } | null
  if (!canSeeTranslationStatus(user)) notFound()
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <div className="studify-translation__gutter">
        <FailedSchedulesClient canRetry={canPublish(user)} />
      </div>
    </DefaultTemplate>
  )
}
