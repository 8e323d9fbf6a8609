import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const read = (file: string) => JSON.parse(readFileSync(file, 'utf8'))

/**
 * The answer UI (the site's ask page and the extension's panel) finds the full solution of a
 * climbed answer by the heading the server wrote (src/services/answers/ladder-text.ts,
 * `validation.ladderFull`): its own "Full solution" label must be the same words in every language
 * the panel speaks.
 */
describe('the answer UI copies the full solution by its heading', () => {
  const folders = readdirSync('extension/_locales')
  it.each(folders)('%s: the label is the server heading', (folder) => {
    const panel = read(path.join('extension/_locales', folder, 'messages.json'))
    const site = read(path.join('src/messages', `${panel.siteLocale.message}.json`))
    expect(site.ask.fullSolution).toBe(site.validation.ladderFull)
  })
})
