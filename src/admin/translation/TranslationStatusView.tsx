import type { AdminViewServerProps } from 'payload'
import { DefaultTemplate } from '@payloadcms/next/templates'
import { notFound } from 'next/navigation'

import { canSeeTranslationStatus } from '../../access/translation'
import { TranslationStatusClient } from './TranslationStatusClient'

/**
 * `/admin/translation-status` (admin.components.views): every translated document × locale, in
 * Payload's frame with its navigation. Editors and admins only; anyone else who reaches the admin
 * is told there is no such page.
 */
export function TranslationStatusView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { permissions, req, visibleEntities, locale } = initPageResult
  if (!canSeeTranslationStatus(req.user as { role?: string } | null)) notFound()
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
        <TranslationStatusClient />
      </div>
    </DefaultTemplate>
  )
}
