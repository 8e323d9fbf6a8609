'use client'

import { type ReactNode, useEffect, useRef, useState } from 'react'

/**
 * Fades its content in once 20% of it is visible (spec §2). Content is in the HTML from the start
 * (crawlers, no-JS), hidden only by the `.js` class, and shown at once under reduced motion.
 */
export function Reveal({ children, className = '', as: Tag = 'div' }: { children: ReactNode; className?: string; as?: 'div' | 'li' }) {
  const ref = useRef<HTMLDivElement & HTMLLIElement>(null)
  const [isVisible, setIsVisible] = useState(false)

  useEffect(() => {
    const element = ref.current
    if (!element) return
    if (!('IntersectionObserver' in window) || window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      setIsVisible(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setIsVisible(true)
          observer.disconnect()
        }
      },
      { threshold: 0.2, rootMargin: '0px 0px 150px 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  return (
    <Tag ref={ref} className={`reveal${isVisible ? ' is-visible' : ''} ${className}`.trim()}>
      {children}
    </Tag>
  )
}
