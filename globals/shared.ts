import { anyone, editorOrAdmin, publishedOrContentRole } from '../src/access'
import { revalidateGlobalAfterChange } from '../collections/shared/revalidate-site'
import { publishedGlobalHooks } from '../collections/shared/revalidate-published'

export const publicGlobalAccess = { read: anyone, update: editorOrAdmin }
export const globalHooks = { afterChange: [revalidateGlobalAfterChange] }

/** Drafted globals (`globalDraftVersions`): visitors read the published copy, editors every draft. */
export const draftGlobalAccess = { read: publishedOrContentRole, readVersions: editorOrAdmin, update: editorOrAdmin }
export { publishedGlobalHooks }
