import { Landing } from './Landing'
import { Legal } from './Legal'
import { Pricing } from './Pricing'
import { SiteSettings } from './SiteSettings'

export const globals = [Landing, Pricing, Legal, SiteSettings]
