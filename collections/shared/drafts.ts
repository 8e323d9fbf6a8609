import type { CollectionConfig, GlobalConfig } from 'payload'

/**
 * Site content goes live only when published: edits are drafts (autosaved while typing, so live
 * preview follows along), each locale has its own published status (German can ship while
 * Japanese waits), a publish can be scheduled on the jobs queue, and earlier versions stay
 * restorable. One definition for every collection and global visitors read (`pages` too).
 */
export const MAX_VERSIONS_PER_DOCUMENT = 50

/** How long typing pauses before the draft is saved (and the live preview refreshes). */
export const AUTOSAVE_INTERVAL_MS = 500

const drafts = {
  autosave: { interval: AUTOSAVE_INTERVAL_MS },
  localizeStatus: true,
  schedulePublish: true,
} as const

export const draftVersions = {
  drafts,
  maxPerDoc: MAX_VERSIONS_PER_DOCUMENT,
} satisfies CollectionConfig['versions']

export const globalDraftVersions = {
  drafts,
  max: MAX_VERSIONS_PER_DOCUMENT,
} satisfies GlobalConfig['versions']
