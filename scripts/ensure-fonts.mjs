#!/usr/bin/env node
// The store screenshots are taken in Japanese, Arabic and other scripts: Chromium needs fonts that
// cover them (Debian's Noto CJK for Japanese, Chinese and Korean; DejaVu, already there with
// Chromium, covers Arabic). Installed with apt when missing and we are root, like ensure-chromium.
import { execSync } from 'node:child_process'

const covers = (lang) => {
  try {
    return execSync(`fc-list :lang=${lang} family`, { encoding: 'utf8' }).trim() !== ''
  } catch {
    return false
  }
}

const missing = [
  ['ja', 'fonts-noto-cjk'],
  ['ar', 'fonts-noto-core'],
].filter(([lang]) => !covers(lang))
if (!missing.length) process.exit(0)

const packages = [...new Set(missing.map(([, name]) => name))].join(' ')
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
if (!isRoot) {
  console.error(`Fonts missing for ${missing.map(([lang]) => lang).join(', ')}. Install them with:`)
  console.error(`  sudo apt-get update && sudo apt-get install -y ${packages}`)
  process.exit(1)
}
console.log(`Installing ${packages} for the store screenshots…`)
execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, {
  stdio: 'inherit',
})
if (missing.some(([lang]) => !covers(lang))) {
  console.error(`${packages} did not give fonts for every language`)
  process.exit(1)
}
