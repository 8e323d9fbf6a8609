'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'

import { FAILED_SCHEDULES_PATH } from './paths'

/** A link in Payload's own nav style, marked current on the view itself. */
export function FailedSchedulesNavLinkClient({ label }: { label: string }) {
  const isActive = usePathname() === FAILED_SCHEDULES_PATH
  return (
    <Link
      className="nav__link"
      id="nav-failed-schedules"
      href={FAILED_SCHEDULES_PATH}
      prefetch={false}
      aria-current={isActive ? 'page' : undefined}
    >
      {isActive ? <div className="nav__link-indicator" /> : null}
      <span className="nav__link-label">{label}</span>
    </Link>
  )
}
