import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/config/locales'
import { SEARCH_QUERY_MAX } from '@/config/search'
import { localizedPath } from '@/lib/paths'

import styles from './SearchBox.module.css'

/**
 * The site search box: a plain GET form to the results page (no client script; works before and
 * without JavaScript). The help centre and the results page share it.
 */
export async function SearchBox({ locale, query = '', id }: { locale: Locale; query?: string; id: string }) {
  const t = await getTranslations({ locale, namespace: 'search' })
  return (
    <form className={styles.form} role="search" action={localizedPath(locale, '/search')} method="get">
      <label htmlFor={id} className="visually-hidden">
        {t('label')}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        defaultValue={query}
        placeholder={t('placeholder')}
        maxLength={SEARCH_QUERY_MAX}
        autoComplete="off"
      />
      <button type="submit" className="button button-primary">
        {t('submit')}
      </button>
    </form>
  )
}
