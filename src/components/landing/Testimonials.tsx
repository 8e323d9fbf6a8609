import { getFormatter, getTranslations } from 'next-intl/server'

import type { Locale } from '@/config/locales'
import { initials } from '@/lib/initials'
import type { Testimonial } from '@/payload-types'

import styles from './Testimonials.module.css'

const PLATFORM_NAMES: Record<Testimonial['platform'], string> = {
  twitter: 'X (Twitter)',
  google: 'Google',
  trustpilot: 'Trustpilot',
}

type Props = {
  locale: Locale
  testimonials: Testimonial[]
  heading: string
  subtitle?: string | null
  idSuffix?: string
}

/** The reviews section; its heading and subtitle are the page block's (blocks/Testimonials). */
export async function Testimonials({ locale, testimonials, heading, subtitle, idSuffix = '' }: Props) {
  const [t, format] = await Promise.all([
    getTranslations({ locale, namespace: 'testimonials' }),
    getFormatter({ locale }),
  ])
  const titleId = `testimonials-title${idSuffix}`
  return (
    <section className="section section-alt" aria-labelledby={titleId}>
      <div className="container">
        <h2 id={titleId}>{heading}</h2>
        {subtitle && <p className="lead">{subtitle}</p>}
        <ul className={styles.grid}>
          {testimonials.map((testimonial) => (
            <li key={testimonial.id} className={styles.card}>
              <p className="stars" role="img" aria-label={t('stars', { rating: testimonial.rating })}>
                {'★'.repeat(testimonial.rating)}
              </p>
              <blockquote>{testimonial.content}</blockquote>
              <div className={styles.author}>
                <span className={styles.initials} aria-hidden="true">
                  {initials(testimonial.name)}
                </span>
                <div>
                  <p className={styles.name}>
                    {/* A Latin name in Arabic text keeps its own order ("Emily R.", not ".Emily R"). */}
                    <bdi>{testimonial.name}</bdi>
                  </p>
                  <p className="muted">
                    {testimonial.school} ·{' '}
                    <time dateTime={testimonial.date}>
                      {format.dateTime(new Date(testimonial.date), { dateStyle: 'medium' })}
                    </time>
                  </p>
                </div>
              </div>
              <p className={styles.platform}>{t('reviewOn', { platform: PLATFORM_NAMES[testimonial.platform] })}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
