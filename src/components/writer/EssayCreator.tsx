'use client'

import { useTranslations } from 'next-intl'

import { useRouter } from '@/i18n/navigation'

import { EssayWizard } from './EssayWizard'

/** /dashboard/writer/create (spec §2): the wizard opens at once; closing it goes back to the writer home. */
export function EssayCreator() {
  const t = useTranslations('writer.create')
  const router = useRouter()
  return (
    <div className="writer-create">
      <h1>{t('heading')}</h1>
      <EssayWizard onClose={() => router.replace('/dashboard/writer')} />
    </div>
  )
}
