import { h } from './dom'
import { t } from './i18n'
import { cropToPng, isUsableSelection, type Point, type Rect, rectBetween, toNaturalRect } from './image'

const loadImage = (src: string) =>
  new Promise<HTMLImageElement>((resolve, reject) => {
    const image = new Image()
    image.onload = () => resolve(image)
    image.onerror = () => reject(new Error('The screenshot could not be read'))
    image.src = src
  })

/**
 * Shows a captured screenshot in a modal dialog over the panel and lets the reader drag out the part
 * to ask about. Resolves with the PNG (the selection, or the whole picture), or null when cancelled.
 * Keyboard: Enter uses the selection (the whole picture when there is none), Escape cancels; every
 * action also has a button.
 */
export const openCropDialog = async (dataUrl: string): Promise<Blob | null> => {
  const source = await loadImage(dataUrl)
  const picture = h('img', { src: dataUrl, alt: t('cropImageLabel'), draggable: 'false', class: 'crop-picture' })
  const marquee = h('div', { class: 'crop-selection', hidden: true })
  const stage = h('div', { class: 'crop-stage', tabindex: 0, 'aria-describedby': 'crop-help' }, picture, marquee)
  const useSelection = h('button', { type: 'button', class: 'button primary', disabled: true }, t('cropUseSelection'))
  const useWhole = h('button', { type: 'button', class: 'button' }, t('cropUseWhole'))
  const cancel = h('button', { type: 'button', class: 'button ghost' }, t('cancel'))
  const dialog = h(
    'dialog',
    { class: 'crop-dialog', 'aria-labelledby': 'crop-title' },
    h('h2', { id: 'crop-title' }, t('cropTitle')),
    h('p', { id: 'crop-help', class: 'muted' }, t('cropHelp')),
    stage,
    h('div', { class: 'crop-actions' }, cancel, useWhole, useSelection),
  )

  let selection: Rect | null = null
  let anchor: Point | null = null

  const shownSize = () => ({ width: picture.clientWidth, height: picture.clientHeight })
  const pointIn = (event: PointerEvent): Point => {
    const box = picture.getBoundingClientRect()
    return { x: event.clientX - box.left, y: event.clientY - box.top }
  }
  const drawSelection = () => {
    marquee.hidden = !isUsableSelection(selection)
    useSelection.disabled = marquee.hidden
    if (!selection) return
    // Physical (not logical) offsets: the picture is not mirrored in right-to-left languages.
    Object.assign(marquee.style, {
      left: `${picture.offsetLeft + selection.x}px`,
      top: `${picture.offsetTop + selection.y}px`,
      width: `${selection.width}px`,
      height: `${selection.height}px`,
    })
  }

  picture.addEventListener('pointerdown', (event) => {
    event.preventDefault()
    anchor = pointIn(event)
    selection = null
    picture.setPointerCapture(event.pointerId)
    drawSelection()
  })
  picture.addEventListener('pointermove', (event) => {
    if (!anchor) return
    selection = rectBetween(anchor, pointIn(event), shownSize())
    drawSelection()
  })
  const endDrag = (event: PointerEvent) => {
    if (!anchor) return
    selection = rectBetween(anchor, pointIn(event), shownSize())
    anchor = null
    if (!isUsableSelection(selection)) selection = null
    drawSelection()
  }
  picture.addEventListener('pointerup', endDrag)
  picture.addEventListener('pointercancel', () => {
    anchor = null
  })

  document.body.append(dialog)
  const returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null

  return new Promise<Blob | null>((resolve) => {
    let isSettled = false
    const finish = (result: Promise<Blob | null> | null) => {
      if (isSettled) return
      isSettled = true
      dialog.close()
      dialog.remove()
      returnFocus?.focus()
      resolve(result ?? null)
    }
    const confirm = (whole: boolean) => {
      const area =
        !whole && isUsableSelection(selection)
          ? toNaturalRect(selection, shownSize(), {
              width: source.naturalWidth,
              height: source.naturalHeight,
            })
          : undefined
      finish(cropToPng(source, area))
    }
    useSelection.addEventListener('click', () => confirm(false))
    useWhole.addEventListener('click', () => confirm(true))
    cancel.addEventListener('click', () => finish(null))
    // Escape: the dialog's own cancel event.
    dialog.addEventListener('cancel', (event) => {
      event.preventDefault()
      finish(null)
    })
    dialog.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter' || event.target instanceof HTMLButtonElement) return
      event.preventDefault()
      confirm(!isUsableSelection(selection))
    })
    dialog.showModal()
    stage.focus()
  })
}
