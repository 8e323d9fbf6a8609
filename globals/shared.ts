import { adminOnly, anyone } from '../src/access'
import { revalidateGlobalAfterChange } from '../collections/shared/revalidate-site'

export const publicGlobalAccess = { read: anyone, update: adminOnly }
export const globalHooks = { afterChange: [revalidateGlobalAfterChange] }
