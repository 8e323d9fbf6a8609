import { useTranslations } from 'next-intl'
import type { ReactNode } from 'react'

const EXTENSIONS_URL = 'chrome://extensions'

/** The six steps from the archive to a signed-in side panel (the extension is loaded unpacked). */
export function InstallSteps({ fileName }: { fileName: string }) {
  const t = useTranslations('download')
  const code = (chunks: ReactNode) => <code dir="ltr">{chunks}</code>
  return (
    <section className="download-card" aria-labelledby="install-steps-title">
      <h2 id="install-steps-title">{t('stepsTitle')}</h2>
      <ol className="install-steps">
        <li>{t.rich('steps.unzip', { name: fileName, file: code })}</li>
        <li>{t.rich('steps.open', { url: EXTENSIONS_URL, link: code })}</li>
        <li>{t('steps.developerMode')}</li>
        <li>{t('steps.loadUnpacked')}</li>
        <li>{t('steps.pin')}</li>
        <li>{t('steps.signIn')}</li>
      </ol>
    </section>
  )
}
