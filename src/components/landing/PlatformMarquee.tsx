import { LEARNING_PLATFORMS } from '@/config/content'

import styles from './PlatformMarquee.module.css'

/** The scrolling banner of learning platforms; static under reduced motion. */
export function PlatformMarquee({ label }: { label: string }) {
  return (
    <section className={styles.platforms} aria-label={label}>
      <p className={styles.label}>{label}</p>
      <div className={styles.marquee}>
        <ul className={styles.track}>
          {[...LEARNING_PLATFORMS, ...LEARNING_PLATFORMS].map((platform, index) => (
            <li key={`${platform}-${index}`} aria-hidden={index >= LEARNING_PLATFORMS.length ? 'true' : undefined}>
              {platform}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
