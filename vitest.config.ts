import { configDefaults, defineConfig } from 'vitest/config'

import SeededFirstSequencer from './tests/int/seeded-first-sequencer'

/**
 * Files whose every test is about PostgreSQL itself (many servers writing at once): on SQLite they
 * would register no test at all, which vitest reports as a failed file, so that run leaves them out.
 */
const POSTGRES_ONLY_FILES = ['tests/int/analytics-concurrency.int.spec.ts']

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    // Vitest reads the sequencer from the root config only (a project's is ignored); it moves the
    // int project's seeded-state files first and leaves every other order as it was.
    sequence: { sequencer: SeededFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'tests/unit/**/*.spec.ts',
            'tests/security/**/*.unit.spec.ts',
            'src/**/*.spec.ts',
            'collections/**/*.spec.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'int',
          environment: 'node',
          include: ['tests/int/**/*.int.spec.ts', 'tests/security/**/*.int.spec.ts'],
          exclude: [
            ...configDefaults.exclude,
            ...(process.env.TEST_DATABASE === 'postgres' ? [] : POSTGRES_ONLY_FILES),
          ],
          globalSetup: ['tests/int/global-setup.ts'],
          setupFiles: ['tests/int/setup.ts'],
          // One Payload instance and one throwaway database per run, shared by the files in order.
          fileParallelism: false,
          pool: 'forks',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
