import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

// src/domain is pure: it may import only zod, date-fns, date-fns-tz and the country-name list i18n-iso-countries
// (and itself); its tests add vitest.
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
            message:
              'src/domain is framework-free: import only zod, date-fns(-tz), i18n-iso-countries, jsvat or relative domain modules.',
          },
        ],
      },
    ],
  },
})
const domainLibraries = ['zod', 'date-fns', 'date-fns-tz', 'i18n-iso-countries', 'jsvat']

// Pages and layouts load their data (in page.tsx, layout.tsx or src/server/<feature>/pageData.ts); components
// take it as props. So src/components imports neither Payload nor its config nor a server module that reaches
// the database; types stay importable. Allowed: the admin panel's own widgets (@payloadcms/ui), the rich-text
// renderer, and the two server modules that only read the environment (env, sso).
const componentsTakeProps = {
  files: ['src/components/**'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [{ name: '@payload-config', message: 'Components take props: load in the page or layout.' }],
        patterns: [
          {
            regex: '^payload(/.*)?$',
            allowTypeImports: true,
            message: 'Components take props: load with Payload in the page, the layout or a pageData module.',
          },
          {
            regex: '^@payloadcms/(?!ui$|richtext-lexical/react$)',
            allowTypeImports: true,
            message: 'Components take props: only @payloadcms/ui and the rich-text renderer belong here.',
          },
          {
            regex: '^(@/|(\\.\\./)+)server/(?!(env|sso)$)',
            allowTypeImports: true,
            message: 'Components take props: call server modules from the page, the layout or a pageData module.',
          },
        ],
      },
    ],
  },
}

// SQL behind one boundary: only src/server/queries/<feature>.ts writes SQL, run by runSql from
// src/server/db/sql.ts; everything else calls those query functions or the Local API. So no other module
// imports the SQL helper, drizzle, the postgres adapter or node-postgres. typescript-eslint's copy of
// no-restricted-imports (same options) keeps this apart from the core rule's blocks above and below: two
// blocks of one rule matching the same file would not add up, the later one would replace the earlier.
const sqlBoundary = {
  files: ['src/**', 'collections/**', 'hooks/**', 'access/**'],
  ignores: ['src/server/queries/**', 'src/server/db/**', 'src/migrations/**'],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: '^(pg(-[a-z]+)?|drizzle-orm|@payloadcms/(db-postgres|drizzle))(/.*)?$',
            message: 'SQL lives in src/server/queries/<feature>.ts: add or call a query function there.',
          },
          {
            regex: '(^|/)db/sql$',
            message: 'SQL lives in src/server/queries/<feature>.ts: add or call a query function there.',
          },
        ],
      },
    ],
  },
}

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
  componentsTakeProps,
  sqlBoundary,
]

export default config
