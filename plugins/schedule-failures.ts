import type { CollectionConfig, Config, Field, GlobalConfig } from 'payload'

/** A notice of failed scheduled publishes, first in the form (src/admin/schedules/ScheduleFailureNotice.tsx). */
const notice: Field = {
  name: 'scheduleFailures',
  type: 'ui',
  admin: { components: { Field: '/src/admin/schedules/ScheduleFailureNotice#ScheduleFailureNotice' } },
}

const schedulable = (entity: CollectionConfig | GlobalConfig) => {
  const drafts = entity.versions && typeof entity.versions === 'object' ? entity.versions.drafts : undefined
  return Boolean(drafts && typeof drafts === 'object' && drafts.schedulePublish)
}

const withNotice = <E extends CollectionConfig | GlobalConfig>(entity: E): E =>
  schedulable(entity) ? { ...entity, fields: [notice, ...entity.fields] } : entity

/**
 * Every collection and global that can be scheduled says on its documents when a scheduled publish
 * failed (issue 34 item 3): Payload's drawer drops a failed job from its list without a word.
 */
export const scheduleFailureNotices = (config: Config): Config => ({
  ...config,
  collections: config.collections?.map(withNotice),
  globals: config.globals?.map(withNotice),
})
