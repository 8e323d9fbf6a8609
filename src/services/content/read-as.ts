import type { User } from '../../payload-types'

/** The signed-in editor a page is previewed for (services/content/preview.ts): pages read drafts as them. */
export type PreviewViewer = { user: User }

/**
 * How public pages read the CMS: as an anonymous visitor (published content only), or, for an
 * editor previewing, as that editor with the latest drafts (their access rules still apply).
 */
export const readAs = (viewer?: PreviewViewer | null) =>
  viewer
    ? ({ overrideAccess: false, user: viewer.user, draft: true } as const)
    : ({ overrideAccess: false, user: null } as const)
