import { readFileSync } from 'node:fs'

import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * The files that check the seeded site as `npm start` leaves it (every seeded post, every
 * competitor's rows in every language) run first, on the database before any other file has
 * written to it; the others follow in vitest's own order. The files share one database.
 *
 * The files that ask for a worker of their own (vitest.config.ts, project int) run last, after the
 * files that share one: between two shared files, one of them would end the shared worker, and
 * the next shared file would import the app again in a new one.
 */
const SEEDED_STATE_FILES = ['tests/int/seed.int.spec.ts', 'tests/int/public-site.int.spec.ts']
const OWN_WORKER = /@vitest-environment-options\s+\{\s*"ownWorker"/

export default class SeededFirstSequencer extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const rank = (file: TestSpecification) => {
      const index = SEEDED_STATE_FILES.findIndex((name) => file.moduleId.replaceAll('\\', '/').endsWith(name))
      if (index !== -1) return index
      return OWN_WORKER.test(readFileSync(file.moduleId, 'utf8'))
        ? SEEDED_STATE_FILES.length + 1
        : SEEDED_STATE_FILES.length
    }
    return [...sorted].sort((a, b) => rank(a) - rank(b))
  }
}
