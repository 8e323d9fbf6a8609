import type { DefaultServerCellComponentProps } from 'payload'
import { headers } from 'next/headers'
import Link from 'next/link'

import { DEFAULT_LOCALE } from '../config/locales'

/**
 * The title column of a list whose title is localized (issue 34 items 10 and 12): a document
 * without a title in the listed language shows its English title, as the edit view is headed
 * (DocumentTitleFallback.tsx), and one without any title reads "Untitled" in the admin's language
 * — Payload shows "<No Title>" ("‹لا العنوان›" in Arabic). Linked to the document as Payload's cell.
 * (A server cell is given no request: the reader is found from the request's headers.)
 */
const textOf = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null)

export async function TitleCell(
  props: DefaultServerCellComponentProps & { viewType?: string; linkURL?: string; link?: boolean },
) {
  const { cellData, rowData, collectionSlug, payload, i18n, field, link, linkURL, viewType } = props
  const id = (rowData as { id?: number | string } | undefined)?.id
  const name = 'name' in field ? field.name : 'title'
  let title = textOf(cellData)
  let fallback = false
  if (!title && id !== undefined) {
    // Read as the person listing: a translator gets published English only, never an English draft.
    const { user } = await payload.auth({ headers: await headers() })
    const english = await payload.findByID({
      collection: collectionSlug as never,
      id,
      locale: DEFAULT_LOCALE,
      fallbackLocale: false,
      draft: true,
      trash: true,
      depth: 0,
      disableErrors: true,
      overrideAccess: false,
      user,
      select: { [name]: true } as never,
    })
    title = textOf((english as Record<string, unknown> | null)?.[name])
    fallback = true
  }
  const text = title ?? `[${i18n.t('general:untitled')}]`
  const content = (
    <span dir={fallback ? 'auto' : undefined} className={fallback ? 'studify-title-cell--fallback' : undefined}>
      {text}
    </span>
  )
  if (!link || id === undefined) return content
  const adminRoute = payload.config.routes.admin
  const href =
    linkURL ??
    `${adminRoute}/collections/${collectionSlug}${viewType === 'trash' ? '/trash' : ''}/${encodeURIComponent(String(id))}`
  return (
    <Link href={href} prefetch={false}>
      {content}
    </Link>
  )
}
