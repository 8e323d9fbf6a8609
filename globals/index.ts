import { withPublishedGlobalReads } from '../src/access/published-read'
import { Legal } from './Legal'
import { Pricing } from './Pricing'
import { withEmptyGlobalDataDefault } from '../collections/shared/empty-data'
import { withStrictSelects } from '../collections/shared/strict-select'
import { SeoRoutes } from './SeoRoutes'
import { SiteSettings } from './SiteSettings'

export const globals = [Pricing, Legal, SiteSettings, SeoRoutes]
  .map(withEmptyGlobalDataDefault)
  .map(withStrictSelects)
  .map(withPublishedGlobalReads)
