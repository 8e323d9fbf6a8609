import { useTranslations } from 'next-intl'

import { EXTENSION_STORES, type ExtensionStore } from '@/config/extension-stores'

/** The stores of the other browsers (those with a listing), each opening in a new tab and counted. */
export function OtherStores({
  urls,
  current,
  onOpen,
}: {
  urls: Partial<Record<ExtensionStore, string>>
  current: ExtensionStore | null
  onOpen: (store: ExtensionStore) => void
}) {
  const t = useTranslations('download')
  const others = EXTENSION_STORES.filter((store) => store !== current && urls[store])
  if (!others.length) return null
  return (
    <section className="download-card" aria-labelledby="other-stores-title">
      <h2 id="other-stores-title">{t('otherStores')}</h2>
      <ul className="other-stores">
        {others.map((store) => (
          <li key={store}>
            <a href={urls[store]} target="_blank" rel="noopener noreferrer" onClick={() => onOpen(store)}>
              {t(`storeName.${store}`)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
