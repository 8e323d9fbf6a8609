import { anyone, editorOrAdmin } from '../src/access'
import { revalidateGlobalAfterChange } from '../collections/shared/revalidate-site'

export const publicGlobalAccess = { read: anyone, update: editorOrAdmin }
export const globalHooks = { afterChange: [revalidateGlobalAfterChange] }
