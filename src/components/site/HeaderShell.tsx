'use client'

import { useTranslations } from 'next-intl'
import { type ReactNode, useEffect, useState } from 'react'

import styles from './Header.module.css'

const SCROLL_THRESHOLD_PX = 10

/** The header's interactive part: white background and shadow after 10 px of scroll; mobile menu. */
export function HeaderShell({ brand, nav, actions }: { brand: ReactNode; nav: ReactNode; actions: ReactNode }) {
  const t = useTranslations('common')
  const [isScrolled, setIsScrolled] = useState(false)
  const [isMenuOpen, setIsMenuOpen] = useState(false)

  useEffect(() => {
    const onScroll = () => setIsScrolled(window.scrollY > SCROLL_THRESHOLD_PX)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])

  useEffect(() => {
    if (!isMenuOpen) return
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setIsMenuOpen(false)
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [isMenuOpen])

  return (
    <header
      className={[styles.header, isScrolled && styles.scrolled, isMenuOpen && styles.menuOpen]
        .filter(Boolean)
        .join(' ')}
    >
      <div className={`container ${styles.bar}`}>
        {brand}
        <button
          type="button"
          className={styles.menuToggle}
          aria-expanded={isMenuOpen}
          aria-controls="site-menu"
          aria-label={isMenuOpen ? t('closeMenu') : t('openMenu')}
          onClick={() => setIsMenuOpen((open) => !open)}
        >
          <span aria-hidden="true" />
        </button>
        <div
          id="site-menu"
          className={styles.menu}
          onClick={(event) => (event.target as HTMLElement).closest('a') && setIsMenuOpen(false)}
        >
          {nav}
          {actions}
        </div>
      </div>
    </header>
  )
}
