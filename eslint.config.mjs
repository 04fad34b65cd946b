import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

// src/domain is pure: it may import only zod, date-fns and date-fns-tz (and itself); its tests add vitest.
const domainBoundary = (files, allowed, ignores = []) => ({
  files,
  ignores,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^(?!(${allowed.join('|')})(/.*)?$)(?!\\.{1,2}/).*`,
            message: 'src/domain is framework-free: import only zod, date-fns(-tz) or relative domain modules.',
          },
        ],
      },
    ],
  },
})
const domainLibraries = ['zod', 'date-fns', 'date-fns-tz']

const config = [
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      '.pgdata/**',
      'media/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
      'src/payload-types.ts',
      'src/migrations/**',
      'src/app/(payload)/admin/importMap.js',
    ],
  },
  ...nextVitals,
  ...nextTypescript,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  domainBoundary(['src/domain/**/*.ts'], domainLibraries, ['src/domain/**/*.test.ts']),
  domainBoundary(['src/domain/**/*.test.ts'], [...domainLibraries, 'vitest']),
]

export default config
