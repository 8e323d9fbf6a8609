import type { Payload } from 'payload'

import { readSeedInAllLocales } from './load-data'
import { SEED_CONTEXT } from './localized'
import type { CompetitorSeed } from './types'

/**
 * Competitor pages seeded before they had their own comparison get it once: a competitor with no
 * comparison rows in English receives the seed's intro and rows in every locale. One that has rows
 * (an editor's, or a previous seed's) is never touched.
 */
export const backfillCompetitorComparisons = async (payload: Payload): Promise<number> => {
  const seeds = readSeedInAllLocales<CompetitorSeed[]>('competitors')
  const competitors = await payload.find({ collection: 'competitors', locale: 'en', depth: 0, limit: 100 })
  let filled = 0
  for (const competitor of competitors.docs) {
    if (competitor.comparisonRows?.length) continue
    for (const { locale, data } of seeds) {
      const seed = data.find((candidate) => candidate.slug === competitor.slug)
      if (!seed) continue
      await payload.update({
        collection: 'competitors',
        id: competitor.id,
        locale,
        data: { comparison: seed.comparison, comparisonRows: seed.comparisonRows, _status: 'published' },
        context: SEED_CONTEXT,
        depth: 0,
      })
    }
    filled += 1
  }
  return filled
}
