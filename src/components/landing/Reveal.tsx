'use client'

import { type ReactNode, useEffect, useRef } from 'react'

/**
 * Fades its content in once 20% of it is visible (spec §2). Content is in the HTML from the start
 * (crawlers, no-JS), hidden only where scripts run (`@media (scripting: enabled)`), and always
 * shown under reduced motion (CSS).
 * The class is set on the element directly: revealing needs no React re-render.
 */
export function Reveal({
  children,
  className = '',
  as: Tag = 'div',
}: {
  children: ReactNode
  className?: string
  as?: 'div' | 'li'
}) {
  const ref = useRef<HTMLDivElement & HTMLLIElement>(null)

  useEffect(() => {
    const element = ref.current
    if (!element) return
    const reveal = () => element.classList.add('is-visible')
    if (!('IntersectionObserver' in window)) return reveal()
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          reveal()
          observer.disconnect()
        }
      },
      { threshold: 0.2, rootMargin: '0px 0px 150px 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  return (
    <Tag ref={ref} className={`reveal ${className}`.trim()}>
      {children}
    </Tag>
  )
}
