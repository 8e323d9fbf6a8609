'use client'

import { useId, useState } from 'react'

import styles from './FaqAccordion.module.css'

type Item = { id: string; question: string; answer: string }

/** One answer open at a time (spec §4); opening another closes the first. */
export function FaqAccordion({ items }: { items: Item[] }) {
  const [openId, setOpenId] = useState<string | null>(null)
  const baseId = useId()
  return (
    <div>
      {items.map((item) => {
        const isOpen = openId === item.id
        const panelId = `${baseId}-panel-${item.id}`
        const buttonId = `${baseId}-button-${item.id}`
        return (
          <div key={item.id} className={isOpen ? `${styles.item} ${styles.open}` : styles.item}>
            <h3>
              <button
                id={buttonId}
                type="button"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpenId(isOpen ? null : item.id)}
              >
                <span>{item.question}</span>
                <span className={styles.icon} aria-hidden="true" />
              </button>
            </h3>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!isOpen} className={styles.panel}>
              <p>{item.answer}</p>
            </div>
          </div>
        )
      })}
    </div>
  )
}
