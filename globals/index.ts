import { Landing } from './Landing'
import { Legal } from './Legal'
import { Pricing } from './Pricing'
import { SeoRoutes } from './SeoRoutes'
import { SiteSettings } from './SiteSettings'

export const globals = [Landing, Pricing, Legal, SiteSettings, SeoRoutes]
