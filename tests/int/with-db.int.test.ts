import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { describe, it } from 'vitest'

import { freePort } from '../../scripts/lib/net.mjs'
import { runningPostmasterPid } from '../../scripts/lib/pgdata.mjs'

type Run = { code: number | null; stdout: string; stderr: string }

/** Runs scripts/with-db.mjs without DATABASE_URL, so it starts its own embedded cluster. */
function withDb(args: string[], env: Record<string, string | undefined> = {}, onStdout?: (text: string) => void) {
  // Its own process group, as in a terminal, where Ctrl-C reaches every process of the group.
  const child = spawn(process.execPath, ['scripts/with-db.mjs', ...args], {
    env: { ...process.env, DATABASE_URL: undefined, ...env },
    detached: true,
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString()
    onStdout?.(stdout)
  })
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const done = new Promise<Run>((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })))
  return { child, done }
}

async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 })
  try {
    await client.connect()
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => {})
  }
}

const printUrl = ['node', '-e', 'console.log(process.env.DATABASE_URL)']

// Each case starts and stops a cluster of its own (own data folder, own free port), mostly waiting on
// PostgreSQL and child processes: they run side by side.
describe.concurrent('scripts/with-db.mjs', () => {
  it('runs the command against a created database and stops PostgreSQL afterwards', async ({ expect }) => {
    const probe = [
      'node',
      '-e',
      `const pg = require('pg'); const c = new pg.Client(process.env.DATABASE_URL);
       c.connect().then(() => c.query('select current_database() as db')).then(r => { console.log('DB=' + r.rows[0].db + ' URL=' + process.env.DATABASE_URL); return c.end() })`,
    ]
    const { code, stdout } = await withDb(['--fresh', '--db', 'made_here', '--', ...probe]).done
    expect(code).toBe(0)
    expect(stdout).toContain('DB=made_here')
    const url = stdout.match(/URL=(\S+)/)?.[1]
    expect(url).toBeDefined()
    expect(await canConnect(url!)).toBe(false)
  })

  it('passes on the exit code of a crashing command and still stops PostgreSQL', async ({ expect }) => {
    const { code, stdout } = await withDb(['--fresh', '--', 'node', '-e', `${printUrl[2]}; process.exit(3)`]).done
    expect(code).toBe(3)
    expect(await canConnect(stdout.trim())).toBe(false)
  })

  it('still passes on the exit code when PostgreSQL died while the command ran, and says so', async ({ expect }) => {
    // The command stops the server itself (SIGQUIT: immediate shutdown), then fails with its own code.
    const killServer = `const pg = require('pg'); const fs = require('fs'); const c = new pg.Client(process.env.DATABASE_URL);
      c.connect().then(() => c.query("select setting from pg_settings where name = 'data_directory'"))
        .then(async (r) => { await c.end(); const pid = Number(fs.readFileSync(r.rows[0].setting + '/postmaster.pid', 'utf8').split('\\n')[0]);
          process.kill(pid, 'SIGQUIT'); await new Promise((done) => setTimeout(done, 1500)); process.exit(7) })`
    const child = spawn(process.execPath, ['scripts/with-db.mjs', '--fresh', '--', 'node', '-e', killServer], {
      env: { ...process.env, DATABASE_URL: undefined },
    })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    const code = await new Promise((resolve) => child.on('exit', resolve))
    expect(code).toBe(7)
    expect(stderr).toContain('PostgreSQL stopped unexpectedly')
  })

  it('stops PostgreSQL on Ctrl-C', async ({ expect }) => {
    let url = ''
    // Like next dev, the command takes a moment to finish after Ctrl-C; Postgres got the signal too.
    const slowToStop = `${printUrl[2]}; process.on('SIGINT', () => setTimeout(() => process.exit(0), 1500)); setInterval(() => {}, 1000)`
    const run = withDb(['--fresh', '--', 'node', '-e', slowToStop], {}, (text) => {
      if (!url && text.includes('postgres://')) url = text.trim()
    })
    await expect.poll(() => url, { timeout: 30_000 }).not.toBe('')
    expect(await canConnect(url)).toBe(true)
    process.kill(-run.child.pid!, 'SIGINT')
    const { stderr } = await run.done
    expect(await canConnect(url)).toBe(false)
    expect(stderr).not.toContain('stopped unexpectedly')
  })

  it('stops, when it ends, the server that a killed earlier run left behind', async ({ expect }) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'careerbridge-orphan-'))
    const env = { EMBEDDED_PG_DATA: dataDir, EMBEDDED_PG_PORT: String(await freePort()) }
    let url = ''
    let commandPid = 0
    try {
      const keepRunning = `${printUrl[2]}; console.log('PID=' + process.pid); setInterval(() => {}, 1000)`
      const first = withDb(['--', 'node', '-e', keepRunning], env, (text) => {
        url ||= text.match(/postgres:\/\/\S+/)?.[0] ?? ''
        commandPid ||= Number(text.match(/PID=(\d+)/)?.[1] ?? 0)
      })
      await expect.poll(() => url && commandPid, { timeout: 60_000 }).toBeTruthy()
      first.child.kill('SIGKILL')
      await first.done
      process.kill(commandPid, 'SIGKILL')
      expect(await canConnect(url)).toBe(true)

      const second = await withDb(['--', 'node', '-e', 'process.exit(0)'], env).done
      expect(second.code).toBe(0)
      expect(await canConnect(url)).toBe(false)
    } finally {
      const leftover = runningPostmasterPid(dataDir)
      if (leftover) process.kill(leftover, 'SIGQUIT')
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  })

  it('touches nothing when DATABASE_URL is set', async ({ expect }) => {
    const dataDir = path.join(os.tmpdir(), `careerbridge-untouched-${process.pid}`)
    const given = 'postgres://someone:secret@db.internal:5432/prod'
    const { code, stdout } = await withDb(['--', ...printUrl], { DATABASE_URL: given, EMBEDDED_PG_DATA: dataDir }).done
    expect(code).toBe(0)
    expect(stdout.trim()).toBe(given)
    expect(fs.existsSync(dataDir)).toBe(false)
  })
})
