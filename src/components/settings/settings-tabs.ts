import { checkRole } from '../../access/check-role'
import { AFFILIATE_ROLES } from '../../config/roles'

/** The six tabs of the settings panel, in the order of spec §2. */
export const SETTINGS_TABS = ['account', 'subscription', 'affiliate', 'stats', 'referrals', 'report'] as const
export type SettingsTab = (typeof SETTINGS_TABS)[number]

export const isSettingsTab = (value: string): value is SettingsTab =>
  (SETTINGS_TABS as readonly string[]).includes(value)

/** The tabs this user sees: Affiliate only for the programme's roles. */
export const settingsTabsFor = (user: { role?: string | null } | null | undefined): SettingsTab[] =>
  SETTINGS_TABS.filter((tab) => tab !== 'affiliate' || checkRole(AFFILIATE_ROLES, user))

/**
 * `#settings` or `#settings=report&answerId=42` opens the panel from a link (the extension's
 * "Report wrong answer" uses it); anything else leaves it closed.
 */
export const parseSettingsHash = (hash: string): { tab: SettingsTab; answerId?: string } | null => {
  const match = /^#settings(?:=([a-z]+))?(?:&answerId=([\w-]{1,64}))?$/.exec(hash)
  if (!match) return null
  const tab = match[1] && isSettingsTab(match[1]) ? match[1] : 'account'
  return { tab, answerId: match[2] }
}
