import type { ComparisonRow } from '../../src/lib/structured-data'
import type { BlockContext, BlockOf } from '../types'

export type Comparison = {
  heading: string
  intro?: string | null
  featureLabel: string
  otherLabel: string
  rows: ComparisonRow[]
  note?: string
}

/**
 * What the comparison block shows: its own rows, or on a competitor's page that product's rows
 * (when an editor wrote them) under the competitor heading and source note, with its name.
 */
export const comparisonOf = (block: BlockOf<'comparison'>, { competitor, fill }: BlockContext): Comparison => {
  const featureLabel = fill(block.featureLabel)
  const competitorRows = competitor?.comparisonRows ?? []
  if (competitor && competitorRows.length > 0) {
    const named = (text: string | null | undefined) => fill(text).replaceAll('{competitor}', competitor.displayName)
    return {
      heading: named(block.competitorHeading || block.heading),
      intro: competitor.comparison,
      featureLabel,
      otherLabel: competitor.displayName,
      rows: competitorRows.map((row) => ({
        feature: row.feature,
        studify: fill(row.studify),
        competitor: row.competitor,
      })),
      note: block.competitorNote ? named(block.competitorNote) : undefined,
    }
  }
  return {
    heading: fill(block.heading),
    featureLabel,
    otherLabel: fill(block.otherLabel),
    rows: (block.rows ?? []).map((row) => ({
      feature: fill(row.feature),
      studify: fill(row.studify),
      competitor: fill(row.other),
    })),
  }
}
