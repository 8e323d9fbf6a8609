/**
 * The 3-D Secure challenge: a real dialog in the page whose buttons decide the bank's answer.
 * Browser source text, see validation.ts.
 */
export const MODAL_JS = String.raw`
  function showChallenge() {
    return new Promise(function (resolve) {
      var previous = document.activeElement
      var overlay = document.createElement('div')
      overlay.setAttribute('data-fake-stripe-3ds', '')
      overlay.style.cssText =
        'position:fixed;inset:0;z-index:2147483647;display:flex;align-items:center;justify-content:center;background:rgba(0,0,0,0.5)'
      var dialog = document.createElement('div')
      dialog.setAttribute('role', 'dialog')
      dialog.setAttribute('aria-modal', 'true')
      dialog.setAttribute('aria-labelledby', 'fake-stripe-3ds-title')
      dialog.style.cssText = 'background:#fff;color:#1a1a1a;padding:24px;border-radius:8px;max-width:360px;font:16px/1.4 system-ui,sans-serif'
      var title = document.createElement('h2')
      title.id = 'fake-stripe-3ds-title'
      title.textContent = '3D Secure authentication'
      var text = document.createElement('p')
      text.textContent = 'Test mode: choose how the card issuer answers.'
      dialog.appendChild(title)
      dialog.appendChild(text)

      function onKey(event) {
        if (event.key !== 'Escape') return
        event.preventDefault()
        close('fail')
      }
      function close(result) {
        document.removeEventListener('keydown', onKey, true)
        if (overlay.parentNode) overlay.parentNode.removeChild(overlay)
        if (previous && typeof previous.focus === 'function') previous.focus()
        resolve(result)
      }
      function button(label, result) {
        var element = document.createElement('button')
        element.type = 'button'
        element.textContent = label
        element.style.cssText = 'margin:8px 8px 0 0;padding:8px 12px;font:inherit'
        element.addEventListener('click', function () { close(result) })
        dialog.appendChild(element)
        return element
      }

      var complete = button('Complete authentication', 'succeed')
      button('Fail authentication', 'fail')
      overlay.appendChild(dialog)
      document.body.appendChild(overlay)
      document.addEventListener('keydown', onKey, true)
      complete.focus()
    })
  }
`
