import type { Access, CollectionSlug, PayloadRequest, Where } from 'payload'

import { CONTENT_ROLES, isLocaleLimited } from '../config/roles'
import { neverPublishedIds } from './never-published'
import { checkRole } from './check-role'
import { canPublish, deletesContent } from './editorial'

/**
 * Delete and trash of drafted content (issue 34 item 12). Editors and admins with every language
 * delete anything (`deletesContent`). "Create New" stores a draft at once (Payload's autosave),
 * so a contributor may also remove a draft she created (`createdBy`) that was never published in
 * any language: it never reached a visitor, and nobody else wrote it. A translator (limited to some
 * languages) deletes nothing: a delete removes every language at once.
 */
type EditorialUser = { id?: number | string; role?: string | null; allowedLocales?: readonly string[] | null }

const mayDeleteOwnDrafts = (user: EditorialUser | null | undefined): user is EditorialUser & { id: number | string } =>
  Boolean(user?.id) && checkRole(CONTENT_ROLES, user) && !canPublish(user) && !isLocaleLimited(user)

/** Of `docs`, those this contributor may delete: created by her and never published. */
export const ownNeverPublished = async ({
  req,
  collection,
  docs,
}: {
  req: PayloadRequest
  collection: CollectionSlug
  docs: readonly { id: number | string; createdBy?: unknown }[]
}): Promise<Set<string>> => {
  const user = req.user as EditorialUser | null
  if (!mayDeleteOwnDrafts(user)) return new Set()
  const owner = (value: unknown) => String(typeof value === 'object' && value ? (value as { id: unknown }).id : value)
  const own = docs.filter((doc) => doc.createdBy != null && owner(doc.createdBy) === String(user.id))
  return neverPublishedIds({ payload: req.payload, collection, ids: own.map((doc) => doc.id) })
}

/**
 * The `delete` access of a drafted collection (it is also asked for a trash). For one document
 * (`id`) it answers yes or no, so the admin offers Delete only where it works; for a bulk delete it
 * limits the query to her own drafts, and the content-write guard (content-writes.ts) refuses the
 * whole request, with its reason, if one of them was ever published.
 */
export const deletesContentOrOwnDraft =
  (collection: CollectionSlug): Access =>
  async (args) => {
    if (deletesContent(args)) return true
    const { req, id } = args
    const user = req.user as EditorialUser | null
    if (!mayDeleteOwnDrafts(user)) return false
    const mine: Where = { createdBy: { equals: user.id } }
    if (id === undefined || id === null) return mine
    const { docs } = await req.payload.find({
      collection,
      where: { id: { equals: id } },
      select: { createdBy: true } as never,
      depth: 0,
      trash: true,
      overrideAccess: true,
      pagination: false,
    })
    const doc = docs[0] as { id: number | string; createdBy?: unknown } | undefined
    if (!doc) return false
    return (await ownNeverPublished({ req, collection, docs: [doc] })).has(String(doc.id))
  }
