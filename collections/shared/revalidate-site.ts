import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'

import { invalidateSite } from '../../src/lib/cache/rendering-policy'

/**
 * Content without drafts (media, blog and help categories, site settings) shows on many pages at
 * once (a category on every post of it, settings in every footer): any change drops every cached
 * page (src/lib/cache/rendering-policy.ts), so an editor's save shows on the next request.
 * Seeds and scripts run outside Next's request scope and pass `context.disableRevalidate`.
 */
const revalidateSite = async (req: PayloadRequest, context: Record<string, unknown>) => {
  if (context.disableRevalidate) return
  await invalidateSite({ payload: req.payload })
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
