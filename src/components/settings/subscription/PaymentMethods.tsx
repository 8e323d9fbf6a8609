'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import useSWR from 'swr'

import { ApiError, apiRequest } from '@/lib/api/client'

import { ErrorBanner } from '../../forms/ErrorBanner'
import { SuccessBanner } from '../../forms/SuccessBanner'
import { AddPaymentMethodForm } from './AddPaymentMethodForm'
import { PaymentMethodItem, type SavedCard } from './PaymentMethodItem'

const KEY = '/api/subscription/payment-methods'

/**
 * Saved cards (spec §4): a card other than the default can be made default or removed; the
 * default cannot be removed; while one action runs every other control waits.
 */
export function PaymentMethods() {
  const t = useTranslations('settings.subscription.methods')
  const locale = useLocale()
  const { data, error, isLoading, mutate } = useSWR<{ paymentMethods: SavedCard[] }>(KEY, (path: string) =>
    apiRequest<{ paymentMethods: SavedCard[] }>(path, { locale, fallbackMessage: t('loadFailed') }),
  )
  const [busy, setBusy] = useState<string | null>(null)
  const [isAdding, setIsAdding] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [dismissedError, setDismissedError] = useState<unknown>(null)
  const [success, setSuccess] = useState<string | null>(null)

  const run = async (key: string, request: () => Promise<unknown>, fallback: string, done: string) => {
    if (busy) return
    setBusy(key)
    setFailure(null)
    setSuccess(null)
    try {
      await request()
      await mutate()
      setSuccess(done)
    } catch (caught) {
      setFailure(caught instanceof ApiError && caught.message ? caught.message : fallback)
    } finally {
      setBusy(null)
    }
  }

  const makeDefault = (id: string) =>
    run(
      `default:${id}`,
      () =>
        apiRequest(`${KEY}/default`, {
          method: 'POST',
          body: { paymentMethodId: id },
          locale,
          fallbackMessage: t('defaultFailed'),
        }),
      t('defaultFailed'),
      t('defaultSet'),
    )
  const remove = (id: string) =>
    run(
      `remove:${id}`,
      () =>
        apiRequest(`${KEY}/${encodeURIComponent(id)}`, {
          method: 'DELETE',
          locale,
          fallbackMessage: t('removeFailed'),
        }),
      t('removeFailed'),
      t('removed'),
    )

  const loadError = error && error !== dismissedError ? t('loadFailed') : null
  const cards = data?.paymentMethods ?? []
  return (
    <section className="payment-methods" aria-labelledby="payment-methods-title" aria-busy={busy !== null}>
      <h4 id="payment-methods-title">{isAdding ? t('addTitle') : t('title')}</h4>
      <ErrorBanner
        message={failure ?? loadError}
        onDismiss={() => {
          setFailure(null)
          setDismissedError(error)
        }}
      />
      <SuccessBanner message={success} onDismiss={() => setSuccess(null)} />
      {isAdding ? (
        <AddPaymentMethodForm
          onCancel={() => setIsAdding(false)}
          onAdded={async () => {
            setIsAdding(false)
            setSuccess(t('added'))
            await mutate()
          }}
        />
      ) : (
        <>
          {isLoading && <p className="muted">{t('loading')}</p>}
          {data && cards.length === 0 && <p className="muted">{t('empty')}</p>}
          {cards.length > 0 && (
            <ul className="payment-method-list" aria-label={t('listLabel')}>
              {cards.map((card) => (
                <PaymentMethodItem
                  key={card.id}
                  card={card}
                  busy={busy}
                  onMakeDefault={() => makeDefault(card.id)}
                  onRemove={() => remove(card.id)}
                />
              ))}
            </ul>
          )}
          <button
            type="button"
            className="button button-ghost"
            disabled={busy !== null}
            onClick={() => {
              setSuccess(null)
              setIsAdding(true)
            }}
          >
            {t('add')}
          </button>
        </>
      )}
    </section>
  )
}
