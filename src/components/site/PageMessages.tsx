import { NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'
import type { ReactNode } from 'react'

/**
 * Gives a page's client components exactly the message namespaces they use: the browser gets
 * those strings, not the whole catalogue.
 */
export async function PageMessages({
  locale,
  namespaces,
  children,
}: {
  locale: string
  namespaces: readonly string[]
  children: ReactNode
}) {
  const messages = await getMessages({ locale })
  return (
    <NextIntlClientProvider
      locale={locale}
      messages={Object.fromEntries(namespaces.map((name) => [name, messages[name]]))}
    >
      {children}
    </NextIntlClientProvider>
  )
}
