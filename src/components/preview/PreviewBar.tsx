import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/config/locales'
import { getPayloadClient } from '@/lib/payload'
import { previewViewer } from '@/services/content/preview'

import { ExitPreviewLink, RefreshOnSave } from './PreviewClient'
import styles from './PreviewBar.module.css'

/**
 * "Preview — draft": shown above every page an editor previews in draft mode (never to anyone else,
 * whatever cookies they hold), with the way out. While the page is framed by the admin's live
 * preview it also reloads on each save or autosave of the document.
 */
export async function PreviewBar({ locale }: { locale: Locale }) {
  const viewer = await previewViewer(await getPayloadClient())
  if (!viewer) return null
  const t = await getTranslations({ locale, namespace: 'preview' })
  return (
    <aside className={styles.bar} aria-label={t('title')}>
      <p>
        <strong>{t('title')}</strong> <span>{t('note')}</span>
      </p>
      <ExitPreviewLink label={t('exit')} />
      <RefreshOnSave />
    </aside>
  )
}
