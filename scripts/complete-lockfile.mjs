#!/usr/bin/env node
// Some registry mirrors (this project's CI among them) serve only the Linux builds of packages
// that ship one optional binary package per platform (@next/swc-*, @swc/core-*, @unrs/...).
// `npm install` then writes a lock file without the other platforms' entries, and `npm ci`
// refuses it as "out of sync". This adds those optional entries back (marked with their os and
// cpu so npm skips them on other platforms), exactly as the public registry would have written
// them apart from the download URL. Run it after `npm install` changes package-lock.json.
import { readFileSync, writeFileSync } from 'node:fs'

const LOCK = 'package-lock.json'
const lock = JSON.parse(readFileSync(LOCK, 'utf8'))
const packages = lock.packages

const OS = ['darwin', 'linux', 'win32', 'android', 'freebsd', 'openbsd', 'netbsd', 'sunos', 'aix', 'wasi']
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'mips64el', 'wasm32']

const platformOf = (name) => {
  const tail = name.split('/').pop()
  const os = OS.find((candidate) => tail.includes(candidate)) ?? (tail.includes('wasm32') ? undefined : undefined)
  const cpu = CPU.find((candidate) => new RegExp(`(^|-)${candidate}(-|$)`).test(tail))
  const libc = /musl/.test(tail) ? 'musl' : /gnu/.test(tail) ? 'glibc' : undefined
  return { os, cpu, libc }
}

/** Where npm looks for `dep` required from `parentPath`: nested first, then up to the root. */
const resolves = (parentPath, dep) => {
  let base = parentPath
  while (true) {
    if (packages[`${base ? `${base}/` : ''}node_modules/${dep}`]) return true
    if (!base) return false
    const index = base.lastIndexOf('/node_modules/')
    base = index === -1 ? '' : base.slice(0, index)
  }
}

let added = 0
for (const [path, entry] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    if (resolves(path, dep)) continue
    const { os, cpu, libc } = platformOf(dep)
    const target = packages[`node_modules/${dep}`] ? `${path}/node_modules/${dep}` : `node_modules/${dep}`
    packages[target] = {
      version: version.replace(/^[\^~=]/, ''),
      optional: true,
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(os ? { os: [os] } : {}),
      ...(libc ? { libc: [libc] } : {}),
    }
    added += 1
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
)
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`)
console.log(`complete-lockfile: added ${added} optional platform entries`)
