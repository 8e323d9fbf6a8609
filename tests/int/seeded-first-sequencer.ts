import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * The files that check the seeded site as `npm start` leaves it (every seeded post, every
 * competitor's rows in every language) run first, on the database before any other file has
 * written to it; the others follow in vitest's own order. The files share one database.
 */
const SEEDED_STATE_FILES = ['tests/int/seed.int.spec.ts', 'tests/int/public-site.int.spec.ts']

export default class SeededFirstSequencer extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const rank = (file: TestSpecification) => {
      const index = SEEDED_STATE_FILES.findIndex((name) => file.moduleId.replaceAll('\\', '/').endsWith(name))
      return index === -1 ? SEEDED_STATE_FILES.length : index
    }
    return [...sorted].sort((a, b) => rank(a) - rank(b))
  }
}
