import { ComparisonTable } from '../../src/components/landing/ComparisonTable'
import type { BlockProps } from '../types'
import { comparisonOf } from './data'

export function ComparisonBlockView({ block, context, idSuffix }: BlockProps<'comparison'>) {
  const comparison = comparisonOf(block, context)
  if (comparison.rows.length === 0) return null
  return <ComparisonTable {...comparison} idSuffix={idSuffix} />
}
