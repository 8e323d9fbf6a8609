'use client'

import { usePathname } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useSyncExternalStore } from 'react'

import { Link } from '@/i18n/link'
import { splitLocale } from '@/lib/paths'

import { useEssayGate } from './essay-gate'
import { WriterIcon, type WriterIconName } from './WriterIcon'
import styles from './WriterSidebar.module.css'

const COLLAPSED_KEY = 'studify-writer-sidebar-collapsed'

/** The remembered choice, read from local storage (the server renders it expanded). */
const collapsedStore = {
  listeners: new Set<() => void>(),
  subscribe(listener: () => void) {
    collapsedStore.listeners.add(listener)
    window.addEventListener('storage', listener)
    return () => {
      collapsedStore.listeners.delete(listener)
      window.removeEventListener('storage', listener)
    }
  },
  read: () => localStorage.getItem(COLLAPSED_KEY) === '1',
  write(isCollapsed: boolean) {
    localStorage.setItem(COLLAPSED_KEY, isCollapsed ? '1' : '0')
    collapsedStore.listeners.forEach((listener) => listener())
  },
}

type Item =
  | { key: 'home' | 'contentGenerator' | 'helpCenter'; icon: WriterIconName; href: string }
  | { key: 'humanizer' | 'detector'; icon: WriterIconName; href?: undefined }

/** Spec §2: Home, Content Generator, the two tools still to come (not clickable), Help Center. */
const ITEMS: Item[] = [
  { key: 'home', icon: 'home', href: '/dashboard/writer' },
  { key: 'contentGenerator', icon: 'generator', href: '/dashboard/writer/create' },
  { key: 'humanizer', icon: 'humanizer' },
  { key: 'detector', icon: 'detector' },
  { key: 'helpCenter', icon: 'help', href: '/help' },
]

/** The writer's collapsible sidebar; collapsed it keeps the icons, and the choice is remembered. */
export function WriterSidebar() {
  const t = useTranslations('writer.sidebar')
  const path = splitLocale(usePathname()).path
  // The Content Generator opens the wizard: closed, like Start Writing, once the week's essays are spent.
  const { isSpent } = useEssayGate()
  const isClosed = (item: Item) => item.key === 'contentGenerator' && isSpent
  const isCollapsed = useSyncExternalStore(collapsedStore.subscribe, collapsedStore.read, () => false)
  const toggle = () => collapsedStore.write(!isCollapsed)

  return (
    <aside className={isCollapsed ? `${styles.sidebar} ${styles.collapsed}` : styles.sidebar}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={!isCollapsed}
        aria-controls="writer-sidebar-nav"
        onClick={toggle}
      >
        <WriterIcon name="collapse" />
        <span className="visually-hidden">{isCollapsed ? t('expand') : t('collapse')}</span>
      </button>
      <nav id="writer-sidebar-nav" aria-label={t('label')}>
        <ul>
          {ITEMS.map((item) => (
            <li key={item.key}>
              {item.href && !isClosed(item) ? (
                <Link
                  href={item.href}
                  className={styles.item}
                  aria-current={path === item.href ? 'page' : undefined}
                  title={isCollapsed ? t(item.key) : undefined}
                >
                  <WriterIcon name={item.icon} />
                  <span className={styles.label}>{t(item.key)}</span>
                </Link>
              ) : (
                <span
                  className={`${styles.item} ${styles.disabled}`}
                  aria-disabled="true"
                  title={isCollapsed ? t(item.key) : undefined}
                >
                  <WriterIcon name={item.icon} />
                  <span className={styles.label}>
                    {t(item.key)} <span className={styles.soon}>{isClosed(item) ? t('noneLeft') : t('soon')}</span>
                  </span>
                </span>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  )
}
