import type { ComparisonRow } from '@/lib/structured-data'

import styles from './ComparisonTable.module.css'

/**
 * "Studify vs …" table of the landing page: the generic chatbot comparison on the home page, a
 * competitor's own rows on its /alternative page.
 */
export function ComparisonTable({
  heading,
  intro,
  featureLabel,
  otherLabel,
  rows,
  note,
  idSuffix = '',
}: {
  heading: string
  intro?: string | null
  featureLabel: string
  otherLabel: string
  rows: ComparisonRow[]
  note?: string
  /** Keeps the heading id unique when a page has two tables. */
  idSuffix?: string
}) {
  return (
    <section className="section" aria-labelledby={`comparison-title${idSuffix}`}>
      <div className="container">
        <h2 id={`comparison-title${idSuffix}`}>{heading}</h2>
        {intro && <p className={`lead ${styles.intro}`}>{intro}</p>}
        <div className={styles.scroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{featureLabel}</th>
                <th scope="col">Studify</th>
                <th scope="col">{otherLabel}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={`${index}-${row.feature}`}>
                  <th scope="row">{row.feature}</th>
                  <td className={styles.studify}>{row.studify}</td>
                  <td>{row.competitor}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {note && <p className={`muted ${styles.note}`}>{note}</p>}
      </div>
    </section>
  )
}
