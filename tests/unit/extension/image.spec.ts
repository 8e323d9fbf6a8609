import { describe, expect, it } from 'vitest'

import { MAX_UPLOAD_BYTES } from '@/config/limits'
import { VALIDATION_MESSAGES } from '@/lib/validation/messages'

import { isUsableSelection, MIN_SELECTION_PX, rectBetween, toNaturalRect } from '@/components/answers/crop'
import { imageFileErrorKey } from '@/lib/uploads/image-file'
import english from '@/messages/en.json'

/** The checks the answer UI's composer makes on a picked, pasted or cropped picture (the panel's too). */
const imageError = (file: { type: string; size: number }) => {
  const key = imageFileErrorKey(file)
  return key === 'imageOnly' || key === 'imageTooLarge' ? key : null
}

describe('image checks (spec §5)', () => {
  it.each([
    [{ type: 'image/png', size: 1024 }, null],
    [{ type: 'image/jpeg', size: MAX_UPLOAD_BYTES }, null],
    [{ type: 'image/webp', size: MAX_UPLOAD_BYTES + 1 }, 'imageTooLarge'],
    [{ type: 'application/pdf', size: 10 }, 'imageOnly'],
    [{ type: 'image/svg+xml', size: 10 }, 'imageOnly'],
    [{ type: '', size: 10 }, 'imageOnly'],
  ])('%o → %s', (file, expected) => {
    expect(imageError(file)).toBe(expected)
  })

  it('says it in the words of the spec', () => {
    expect(english.ask.imageOnly).toBe(VALIDATION_MESSAGES.imageOnly)
    expect(english.ask.imageTooLarge).toBe(VALIDATION_MESSAGES.imageTooLarge)
    expect(english.ask.imageOnly).toBe('Please upload only image files')
    expect(english.ask.imageTooLarge).toBe('Image size should be less than 10MB')
  })
})

describe('crop geometry', () => {
  const shown = { width: 300, height: 200 }

  it('makes a rectangle from two corners in either order, kept inside the picture', () => {
    expect(rectBetween({ x: 10, y: 20 }, { x: 110, y: 70 }, shown)).toEqual({ x: 10, y: 20, width: 100, height: 50 })
    expect(rectBetween({ x: 110, y: 70 }, { x: 10, y: 20 }, shown)).toEqual({ x: 10, y: 20, width: 100, height: 50 })
    expect(rectBetween({ x: -40, y: -5 }, { x: 900, y: 900 }, shown)).toEqual({ x: 0, y: 0, width: 300, height: 200 })
  })

  it('treats a click or a thin sliver as no selection', () => {
    expect(isUsableSelection(null)).toBe(false)
    expect(isUsableSelection({ x: 0, y: 0, width: MIN_SELECTION_PX - 1, height: 100 })).toBe(false)
    expect(isUsableSelection({ x: 0, y: 0, width: MIN_SELECTION_PX, height: MIN_SELECTION_PX })).toBe(true)
  })

  it('maps a selection on the scaled picture to the screenshot’s own pixels', () => {
    const natural = { width: 2400, height: 1600 }
    expect(toNaturalRect({ x: 30, y: 20, width: 150, height: 100 }, shown, natural)).toEqual({
      x: 240,
      y: 160,
      width: 1200,
      height: 800,
    })
    // Never past the edge, never empty.
    expect(toNaturalRect({ x: 299, y: 199, width: 1, height: 1 }, shown, natural)).toEqual({
      x: 2392,
      y: 1592,
      width: 8,
      height: 8,
    })
    expect(toNaturalRect({ x: 0, y: 0, width: 0.01, height: 0.01 }, shown, natural)).toMatchObject({
      width: 1,
      height: 1,
    })
  })
})
