import { revalidatePath } from 'next/cache'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'

/**
 * Site pages are rendered once per locale and cached; any published content change drops that
 * cache so an editor's save shows on the next request. Every site page shares the header and
 * footer (competitor links, settings), so the whole site is revalidated from the root layout.
 * Seeds and scripts run outside Next's request scope and pass `context.disableRevalidate`.
 */
const revalidateSite = (req: PayloadRequest, context: Record<string, unknown>) => {
  if (context.disableRevalidate) return
  try {
    revalidatePath('/', 'layout')
  } catch (error) {
    // Outside a Next.js server (CLI, tests) there is no cache to drop.
    req.payload.logger.warn({ msg: 'site revalidation skipped (no Next.js request scope)', err: error })
  }
}

export const revalidateAfterChange: CollectionAfterChangeHook = ({ doc, req, context }) => {
  revalidateSite(req, context)
  return doc
}

export const revalidateAfterDelete: CollectionAfterDeleteHook = ({ doc, req, context }) => {
  revalidateSite(req, context)
  return doc
}

export const revalidateGlobalAfterChange: GlobalAfterChangeHook = ({ doc, req, context }) => {
  revalidateSite(req, context)
  return doc
}

export const siteContentHooks = {
  afterChange: [revalidateAfterChange],
  afterDelete: [revalidateAfterDelete],
}
