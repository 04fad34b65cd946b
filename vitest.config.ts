import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { defineConfig } from 'vitest/config'

const root = path.dirname(fileURLToPath(import.meta.url))
const alias = {
  '@': path.join(root, 'src'),
  '@payload-config': path.join(root, 'payload.config.ts'),
  // `server-only` throws outside a React Server Component bundle; tests run plain Node.
  'server-only': path.join(root, 'tests/helpers/empty-module.ts'),
}

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
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
          name: 'int',
          environment: 'node',
          include: ['tests/int/**/*.int.test.ts'],
          globalSetup: ['tests/helpers/intGlobalSetup.ts'],
          setupFiles: ['tests/helpers/intSetup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
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
