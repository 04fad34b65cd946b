import { spawnSync } from 'node:child_process'
import path from 'node:path'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freePort } from '../../scripts/lib/net.mjs'

// `npm run dev` pushes its schema, everything else migrates: one database is never used both ways.
const migratedUrl = process.env.DATABASE_URL!
const pushedName = `careerbridge_pushed_${process.pid}`
const pushedUrl = Object.assign(new URL(migratedUrl), { pathname: `/${pushedName}` }).toString()

async function onServer(sql: string, url = migratedUrl) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

function run(command: string, args: string[], env: Record<string, string>) {
  const result = spawnSync(command, args, { env: { ...process.env, ...env }, encoding: 'utf8', timeout: 60_000 })
  return { status: result.status, lines: result.stderr.split('\n').filter((line) => line.trim()) }
}

beforeAll(async () => {
  // What a schema push leaves behind: Payload's marker row with batch -1.
  await onServer(`CREATE DATABASE ${pushedName}`)
  await onServer(
    `CREATE TABLE payload_migrations (id serial PRIMARY KEY, name varchar, batch numeric);
     INSERT INTO payload_migrations (name, batch) VALUES ('dev', -1)`,
    pushedUrl,
  )
})

afterAll(() => onServer(`DROP DATABASE IF EXISTS ${pushedName}`))

describe('push and migrate never share a database', () => {
  it('npm run dev refuses a migrated database in one line', async () => {
    const { status, lines } = run(process.execPath, ['scripts/dev.mjs'], {
      DATABASE_URL: migratedUrl,
      PORT: String(await freePort()),
    })
    expect(status).toBe(1)
    expect(lines).toEqual([expect.stringMatching(/is kept by migrations; `npm run dev` pushes its schema/)])
  })

  it('migrating a pushed database stops with one line instead of a prompt, and changes nothing', async () => {
    const { status, lines } = run(path.resolve('node_modules/.bin/tsx'), ['scripts/migrate.ts'], {
      DATABASE_URL: pushedUrl,
    })
    expect(status).toBe(1)
    expect(lines).toEqual([expect.stringContaining(`${pushedName} was set up by \`npm run dev\` (schema push)`)])

    const client = new pg.Client({ connectionString: pushedUrl })
    await client.connect()
    const { rows } = await client.query(`SELECT count(*)::int AS tables FROM pg_tables WHERE schemaname = 'public'`)
    await client.end()
    expect(rows[0].tables).toBe(1)
  })

  it('migrating the migrated database again is allowed', async () => {
    const { status } = run(path.resolve('node_modules/.bin/tsx'), ['scripts/migrate.ts'], {
      DATABASE_URL: migratedUrl,
    })
    expect(status).toBe(0)
  })
})
