import { describe, expect, it } from 'vitest'

import { MAX_UPLOAD_BYTES } from '@/config/limits'
import { imageFileErrorKey } from '@/lib/uploads/image-file'
import { storableImageType } from '@/lib/uploads/image-rule'

import { pngBytes } from '../helpers/images'

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)))

describe('storableImageType', () => {
  it('a real PNG → image/png', async () => {
    expect(await storableImageType(await pngBytes())).toBe('image/png')
  })

  it.each([
    ['a PNG signature with no chunks', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'rest'), null],
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'), 'image/jpeg'],
    ['GIF87a', bytes('GIF87a....'), 'image/gif'],
    ['GIF89a', bytes('GIF89a....'), 'image/gif'],
    ['WebP', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
    ['AVIF', bytes([0, 0, 0, 0x20], 'ftypavif'), 'image/avif'],
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), null],
    ['HTML', bytes('<!doctype html><script>alert(1)</script>'), null],
    ['RIFF that is not WebP (WAV)', bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '), null],
    ['a PDF', bytes('%PDF-1.7'), null],
    ['empty', new Uint8Array(), null],
  ])('%s → %s', async (_name, input, expected) => {
    expect(await storableImageType(input)).toBe(expected)
  })
})

describe('imageFileErrorKey (spec §5 picker checks)', () => {
  it.each([
    [{ type: 'image/png', size: 1000 }, null],
    [{ type: 'image/jpeg', size: MAX_UPLOAD_BYTES }, null],
    [{ type: 'image/png', size: MAX_UPLOAD_BYTES + 1 }, 'imageTooLarge'],
    [{ type: 'text/plain', size: 10 }, 'imageOnly'],
    [{ type: 'image/svg+xml', size: 10 }, 'imageOnly'],
    [{ type: '', size: 10 }, 'imageOnly'],
  ])('%o → %s', (file, expected) => {
    expect(imageFileErrorKey(file)).toBe(expected)
  })
})
