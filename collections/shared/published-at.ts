import type { DateField, Validate } from 'payload'
import { date } from 'payload/shared'

import { serverMessages } from '../../src/i18n/server-messages'
import { languageOf } from '../../src/access/editorial-guard'

/** How far ahead of the server's clock a publish date may be (the editor's clock may run a little fast). */
const CLOCK_SKEW_MS = 5 * 60_000

/**
 * Only a publish is validated (drafts skip validation): a date in the future would put a post
 * live now under a date to come, and schedule nothing (posts "dated 2030" were live and featured).
 */
const notInTheFuture: Validate = async (value, options) => {
  const valid = date(value as Date, options as never)
  if (valid !== true) return valid
  if (value && new Date(value as string).getTime() > Date.now() + CLOCK_SKEW_MS) {
    return (await serverMessages(languageOf(options.req))).publishedAtInFuture
  }
  return true
}

/**
 * A post's "Published At" (issue 34 item 16): now unless the editor picks another date, so a first
 * draft needs none; picked with its time (a bare date was stored as 12:00 UTC); never in the future
 * on publish (Publish ▸ Schedule publish is how a post goes live later).
 */
export const publishedAtField = (): DateField => ({
  name: 'publishedAt',
  type: 'date',
  required: true,
  defaultValue: () => new Date().toISOString(),
  validate: notInTheFuture as DateField['validate'],
  admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
})
