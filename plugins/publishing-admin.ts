import type { CollectionConfig, Config, Field, GlobalConfig } from 'payload'

/** A notice of failed scheduled publishes, first in the form (src/admin/schedules/ScheduleFailureNotice.tsx). */
const notice: Field = {
  name: 'scheduleFailures',
  type: 'ui',
  admin: { components: { Field: '/src/admin/schedules/ScheduleFailureNotice#ScheduleFailureNotice' } },
}

const PUBLISH_BUTTON = '/src/admin/publish/PublishButton#PublishButton'

const schedulable = (entity: CollectionConfig | GlobalConfig) => {
  const drafts = entity.versions && typeof entity.versions === 'object' ? entity.versions.drafts : undefined
  return Boolean(drafts && typeof drafts === 'object' && drafts.schedulePublish)
}

const collection = (config: CollectionConfig): CollectionConfig =>
  schedulable(config)
    ? {
        ...config,
        fields: [notice, ...config.fields],
        admin: {
          ...config.admin,
          components: {
            ...config.admin?.components,
            edit: { ...config.admin?.components?.edit, PublishButton: PUBLISH_BUTTON },
          },
        },
      }
    : config

const global = (config: GlobalConfig): GlobalConfig =>
  schedulable(config)
    ? {
        ...config,
        fields: [notice, ...config.fields],
        admin: {
          ...config.admin,
          components: {
            ...config.admin?.components,
            elements: { ...config.admin?.components?.elements, PublishButton: PUBLISH_BUTTON },
          },
        },
      }
    : config

/**
 * Every collection and global that is drafted and can be scheduled gets our Publish button (it
 * publishes the edited locale; its schedule drawer defaults to it: src/admin/publish/) and a notice
 * on its documents when a scheduled publish failed (Payload's drawer drops a failed job without a
 * word). Issue 34 items 1, 3 and 8.
 */
export const publishingAdmin = (config: Config): Config => ({
  ...config,
  collections: config.collections?.map(collection),
  globals: config.globals?.map(global),
})
