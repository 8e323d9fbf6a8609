import { anyone, publishedOrContentRole, publishesImmediately, readsDrafts, writesDraftContent } from '../src/access'
import { revalidateGlobalAfterChange } from '../collections/shared/revalidate-site'
import { publishedGlobalHooks } from '../collections/shared/revalidate-published'

/** Globals without drafts (site settings) take effect when saved: editors and admins write them. */
export const publicGlobalAccess = { read: anyone, update: publishesImmediately }
export const globalHooks = { afterChange: [revalidateGlobalAfterChange] }

/**
 * Drafted globals (`globalDraftVersions`): visitors read the published copy, the content roles
 * every draft; contributors save drafts, editors publish.
 */
export const draftGlobalAccess = { read: publishedOrContentRole, readVersions: readsDrafts, update: writesDraftContent }
export { publishedGlobalHooks }
