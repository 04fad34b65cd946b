import { spawn } from 'node:child_process'
import path from 'node:path'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freePort } from '../../scripts/lib/net.mjs'
import { recreateDatabase, wasPushed } from '../../scripts/lib/pushedDatabase.mjs'

// Every command migrates, `npm run dev` too. A database an older `npm run dev` set up by schema push cannot
// be migrated (Payload would stop at an interactive prompt): each command says so in one line instead.
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

/** Runs a command to its end (killed after 60 s); its exit status and its non-empty stderr lines. */
function run(command: string, args: string[], env: Record<string, string>) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, timeout: 60_000 })
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  child.stdout.resume()
  return new Promise<{ status: number | null; lines: string[] }>((resolve, reject) => {
    child.once('error', reject)
    child.once('close', (status) => resolve({ status, lines: stderr.split('\n').filter((line) => line.trim()) }))
  })
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

async function publicTables() {
  const client = new pg.Client({ connectionString: pushedUrl })
  await client.connect()
  try {
    const { rows } = await client.query(`SELECT count(*)::int AS tables FROM pg_tables WHERE schemaname = 'public'`)
    return rows[0].tables as number
  } finally {
    await client.end()
  }
}

describe('a database set up by schema push', () => {
  // Three commands that change neither database, each in a process of its own: side by side.
  it.concurrent('npm run dev says how to create it again, in one line, and changes nothing', async ({ expect }) => {
    const { status, lines } = await run(process.execPath, ['scripts/dev.mjs'], {
      DATABASE_URL: pushedUrl,
      PORT: String(await freePort()),
    })
    expect(status).toBe(1)
    expect(lines).toEqual([
      expect.stringContaining(`${pushedName} was set up by schema push (an older \`npm run dev\`) and cannot be`),
    ])
    expect(lines[0]).toContain('npm run dev -- --reset-db')
    expect(await publicTables()).toBe(1)
  })

  it.concurrent(
    'migrating a pushed database stops with one line instead of a prompt, and changes nothing',
    async ({ expect }) => {
      const { status, lines } = await run(path.resolve('node_modules/.bin/tsx'), ['scripts/migrate.ts'], {
        DATABASE_URL: pushedUrl,
      })
      expect(status).toBe(1)
      expect(lines).toEqual([
        expect.stringContaining(`${pushedName} was set up by schema push (an older \`npm run dev\`) and cannot be`),
      ])
      expect(await publicTables()).toBe(1)
    },
  )

  it.concurrent('migrating the migrated database again is allowed', async ({ expect }) => {
    const { status } = await run(path.resolve('node_modules/.bin/tsx'), ['scripts/migrate.ts'], {
      DATABASE_URL: migratedUrl,
    })
    expect(status).toBe(0)
  })

  // Changes the pushed database: after the three above.
  it('is replaced by an empty one for `npm run dev -- --reset-db`', async () => {
    await recreateDatabase(pushedUrl)
    expect(await wasPushed(pushedUrl)).toBe(false)
    expect(await publicTables()).toBe(0)
  })
})
