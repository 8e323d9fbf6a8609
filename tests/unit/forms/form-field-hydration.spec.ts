// @vitest-environment happy-dom
import { NextIntlClientProvider } from 'next-intl'
import { act, type ComponentProps, createElement } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'

import { FormField } from '../../../src/components/forms/FormField'
import en from '../../../src/messages/en.json'

/**
 * A visitor can type into a server-rendered field before React hydrates it (a slow phone): the form's
 * state must take that text, or its submit button stays disabled over a filled-in field (issue 27).
 */
const field = (onValue: (value: string) => void, value = '') =>
  createElement(
    NextIntlClientProvider,
    // The child is passed as createElement's third argument; the props type wants it among the props.
    { locale: 'en', messages: en } as unknown as ComponentProps<typeof NextIntlClientProvider>,
    createElement(FormField, {
      name: 'email',
      label: 'Email',
      value,
      state: { isServerError: false, isValid: false },
      onValue,
      onTouch: () => {},
    }),
  )

const hydrateWithTyped = async (typed: string) => {
  const container = document.createElement('div')
  container.innerHTML = renderToString(field(() => {}))
  document.body.append(container)
  container.querySelector('input')!.value = typed
  const onValue = vi.fn()
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  await act(async () => {
    hydrateRoot(container, field(onValue))
  })
  container.remove()
  return onValue
}

describe('FormField at hydration', () => {
  it('takes what was typed before the page became interactive', async () => {
    const onValue = await hydrateWithTyped('ada@example.test')
    expect(onValue).toHaveBeenCalledExactlyOnceWith('ada@example.test')
  })

  it('reports nothing when nothing was typed', async () => {
    expect(await hydrateWithTyped('')).not.toHaveBeenCalled()
  })
})
