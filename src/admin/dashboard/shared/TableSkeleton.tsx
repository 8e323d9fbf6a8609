'use client'

import { ShimmerEffect } from '@payloadcms/ui'

/** Placeholder rows while a page of the table loads. */
export function TableSkeleton({ rows = 5, label }: { rows?: number; label: string }) {
  return (
    <div className="studify-admin__skeleton" role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, index) => (
        <ShimmerEffect key={index} height={44} animationDelay={`${index * 80}ms`} />
      ))}
    </div>
  )
}
