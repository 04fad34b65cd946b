/**
 * What `npm run dev` runs, in order: the committed migrations (as `npm start` does: the schema has one
 * source), the demo data when `seed`, then Next's development server on `port`.
 */
export function devSteps({ env, port, seed }) {
  return [
    ['tsx', ['scripts/migrate.ts'], env],
    ...(seed ? [['tsx', ['scripts/seed.ts'], env]] : []),
    ['next', ['dev', '-p', String(port)], env],
  ]
}
