'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { usePathname, useRouter } from 'next/navigation'
import { useSyncExternalStore } from 'react'

import { EXIT_PREVIEW_ROUTE } from '@/config/preview'

import styles from './PreviewBar.module.css'

/** Ends draft mode and comes back to the published version of this very page. */
export function ExitPreviewLink({ label }: { label: string }) {
  const pathname = usePathname()
  // A plain link: the route handler sets the cookie and redirects (a full navigation, no client cache).
  return (
    <a className={styles.exit} href={`${EXIT_PREVIEW_ROUTE}?${new URLSearchParams({ path: pathname })}`}>
      {label}
    </a>
  )
}

const unchanging = () => () => {}

/**
 * Payload's documented live preview for server-rendered pages: the admin posts a message on each
 * save, and the page re-renders on the server with the new draft. The admin and the site share an
 * origin, which is the only one whose messages are taken.
 */
export function RefreshOnSave() {
  const router = useRouter()
  // The page's origin, known in the browser only (the server renders nothing here).
  const origin = useSyncExternalStore(
    unchanging,
    () => window.location.origin,
    () => null,
  )
  return origin ? <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={origin} /> : null
}
