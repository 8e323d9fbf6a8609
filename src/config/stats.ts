/** Usage-stats periods of spec §4; daily is the default. */
export const STATS_PERIODS = ['daily', 'weekly', 'monthly', 'total'] as const
export type StatsPeriod = (typeof STATS_PERIODS)[number]
