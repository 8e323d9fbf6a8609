import type { CollectionConfig, Field, GlobalConfig, Validate } from 'payload'
import { select } from 'payload/shared'

/**
 * Payload's select validation checks strings and arrays only: a number or an object passes and is
 * stored as text (a report whose status became "99.0"). One value is a string, many an array of
 * strings; anything else is an invalid selection.
 */
const strictly =
  (validate: Validate): Validate =>
  (value, options) => {
    const values = Array.isArray(value) && (options as { hasMany?: boolean }).hasMany ? value : [value]
    const isWellTyped = value === null || value === undefined || values.every((item) => typeof item === 'string')
    return isWellTyped ? validate(value, options) : options.req.t('validation:invalidSelection')
  }

const strictSelects = (fields: Field[]): Field[] =>
  fields.map((field) => {
    if (field.type === 'select')
      return { ...field, validate: strictly((field.validate ?? select) as Validate) } as Field
    if (field.type === 'tabs')
      return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: strictSelects(tab.fields) })) }
    if (field.type === 'blocks') {
      return { ...field, blocks: field.blocks.map((block) => ({ ...block, fields: strictSelects(block.fields) })) }
    }
    if ('fields' in field && Array.isArray(field.fields))
      return { ...field, fields: strictSelects(field.fields) } as Field
    return field
  })

export const withStrictSelects = <Config extends CollectionConfig | GlobalConfig>(config: Config): Config => ({
  ...config,
  fields: strictSelects(config.fields),
})
