import { defineConfig } from 'vitest/config'

import SeededFirstSequencer from './tests/int/seeded-first-sequencer'

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
          globalSetup: ['tests/int/global-setup.ts'],
          setupFiles: ['tests/int/setup.ts'],
          // One Payload instance and one throwaway database per run, shared by the files in order.
          fileParallelism: false,
          pool: 'forks',
          // The files share one worker process, so Payload, its config and the app's modules are
          // imported once per run instead of once per file (about 7 s each, half of the stage's time).
          // Each file makes its own rows (stamped names, unique e-mails), so none depends on another's.
          // A file that replaces app modules (vi.mock) or sets what the app's config reads when it is
          // first imported (S3 settings, a proxied database), which the shared worker has loaded
          // already, asks for a worker of its own with the docblock
          //   // @vitest-environment-options {"ownWorker": "<its file name>"}
          // (vitest reuses a worker only for files with equal environment options).
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
