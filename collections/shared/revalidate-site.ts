import { revalidatePath, revalidateTag } from 'next/cache'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'

import { SITE_CONTENT_TAG } from '../../src/config/cache-tags'
import { expireTagsNow } from '../../src/lib/cache/expire-tags-now'

/**
 * Site pages render per request (each has its own script nonce) from CMS reads cached per locale
 * (src/services/content/cached-queries.ts); any published content change drops those reads, at once
 * (not stale-while-revalidate), so an editor's save shows on the next request. Every site page shares
 * the header and footer (competitor links, settings), so the whole site's content is dropped, and
 * with it whatever else is cached under the root layout.
 * Seeds and scripts run outside Next's request scope and pass `context.disableRevalidate`.
 */
const revalidateSite = async (req: PayloadRequest, context: Record<string, unknown>) => {
  if (context.disableRevalidate) return
  try {
    revalidateTag(SITE_CONTENT_TAG, { expire: 0 })
    revalidatePath('/', 'layout')
  } catch {
    // Outside a Next.js request (the CLI, tests) revalidateTag throws; expired below all the same.
  }
  // Also at once, in this process and (PostgreSQL) for every app server: the jobs queue publishes on
  // a timer that inherits the async context of the request that started it, where revalidateTag
  // only queues the tag on that long-finished request and nothing expires (a scheduled post stayed
  // unpublished to visitors).
  await expireTagsNow({ payload: req.payload, tags: [SITE_CONTENT_TAG] })
}

export const revalidateAfterChange: CollectionAfterChangeHook = async ({ doc, req, context }) => {
  await revalidateSite(req, context)
  return doc
}

export const revalidateAfterDelete: CollectionAfterDeleteHook = async ({ doc, req, context }) => {
  await revalidateSite(req, context)
  return doc
}

export const revalidateGlobalAfterChange: GlobalAfterChangeHook = async ({ doc, req, context }) => {
  await revalidateSite(req, context)
  return doc
}

export const siteContentHooks = {
  afterChange: [revalidateAfterChange],
  afterDelete: [revalidateAfterDelete],
}
