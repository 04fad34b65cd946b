import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { defineConfig } from 'vitest/config'

import { SlowFilesFirst } from './tests/helpers/slowFilesFirst'

const root = path.dirname(fileURLToPath(import.meta.url))
const alias = {
  '@': path.join(root, 'src'),
  '@payload-config': path.join(root, 'payload.config.ts'),
  // `server-only` throws outside a React Server Component bundle; tests run plain Node.
  'server-only': path.join(root, 'tests/helpers/empty-module.ts'),
}

const integration = {
  environment: 'node' as const,
  globalSetup: ['tests/helpers/intGlobalSetup.ts'],
  // The worker's own database first: the config reads DATABASE_URL when the next setup file imports it.
  setupFiles: ['tests/helpers/intWorkerDatabase.ts', 'tests/helpers/intSetup.ts'],
  testTimeout: 60_000,
  hookTimeout: 120_000,
}
const INT_OWN_PROCESS = ['tests/int/mail-server-down.int.test.ts']

export default defineConfig({
  resolve: { alias },
  test: {
    sequence: { sequencer: SlowFilesFirst },
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          // Pure tests share their workers' module cache: a fresh one per file cost 6 of every 7 seconds.
          isolate: false,
          include: [
            'src/**/*.test.ts',
            'access/**/*.test.ts',
            'hooks/**/*.test.ts',
            'collections/**/*.test.ts',
            'tests/unit/**/*.test.ts',
            'scripts/**/*.test.mjs',
          ],
        },
      },
      {
        resolve: { alias },
        test: {
          ...integration,
          name: 'int',
          include: ['tests/int/**/*.int.test.ts'],
          exclude: INT_OWN_PROCESS,
          // One process and one Payload per worker for all its files: starting them per file cost most of
          // the run. Two workers, each on a database of its own (intGlobalSetup), keep both cores busy.
          isolate: false,
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        resolve: { alias },
        test: {
          ...integration,
          // Files that need a Payload of their own (started after they change its environment).
          name: 'int-own-process',
          include: INT_OWN_PROCESS,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
      {
        resolve: { alias },
        test: {
          // `npm run test:reliability`: production build, two instances, a proxy, faults (tests/reliability).
          name: 'reliability',
          environment: 'node',
          include: ['tests/reliability/**/*.test.ts'],
          setupFiles: ['tests/reliability/setup.ts'],
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 900_000,
        },
      },
    ],
  },
})
