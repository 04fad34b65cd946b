import { describe, expect, it } from 'vitest'

import { devSteps } from './devSteps.mjs'

const env = { DATABASE_URL: 'postgres://127.0.0.1/careerbridge_dev' }
const commands = (steps) => steps.map(([name, args]) => [name, ...args].join(' '))

describe('npm run dev', () => {
  it('applies the committed migrations, then loads the demo data, then starts next dev', () => {
    expect(commands(devSteps({ env, port: 3000, seed: true }))).toEqual([
      'tsx scripts/migrate.ts',
      'tsx scripts/seed.ts',
      'next dev -p 3000',
    ])
  })

  it('migrates a database that has its demo data too, and leaves the data alone', () => {
    expect(commands(devSteps({ env, port: 3001, seed: false }))).toEqual(['tsx scripts/migrate.ts', 'next dev -p 3001'])
  })

  it('runs every step against the same database', () => {
    for (const [, , stepEnv] of devSteps({ env, port: 3000, seed: true })) expect(stepEnv).toBe(env)
  })
})
