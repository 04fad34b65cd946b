import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// The app must explain a broken environment in one line, never with a stack trace.
function run(script: string, env: Record<string, string | undefined>) {
  const result = spawnSync(process.execPath, [script, ...(script.endsWith('with-db.mjs') ? ['--', 'true'] : [])], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 30_000,
  })
  const lines = result.stderr.split('\n').filter((line) => line.trim())
  return { status: result.status, lines }
}

let blocker: net.Server
let blockedPort: number

beforeAll(async () => {
  blocker = net.createServer()
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve))
  blockedPort = (blocker.address() as net.AddressInfo).port
})

afterAll(() => new Promise<void>((resolve) => blocker.close(() => resolve())))

describe('start-up errors', () => {
  it('names an unreachable DATABASE_URL', () => {
    const { status, lines } = run('scripts/dev.mjs', { DATABASE_URL: 'postgres://postgres:x@127.0.0.1:1/careerbridge' })
    expect(status).toBe(1)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/cannot reach the database at 127\.0\.0\.1:1\/careerbridge \(ECONNREFUSED\)/)
  })

  it('names a port that is taken', () => {
    const { status, lines } = run('scripts/dev.mjs', { PORT: String(blockedPort) })
    expect(status).toBe(1)
    expect(lines).toEqual([expect.stringContaining(`port ${blockedPort} is already in use`)])
  })

  it('names a data folder made by another PostgreSQL version', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'careerbridge-oldpg-'))
    fs.writeFileSync(path.join(dataDir, 'PG_VERSION'), '15\n')
    const { status, lines } = run('scripts/with-db.mjs', { DATABASE_URL: undefined, EMBEDDED_PG_DATA: dataDir })
    fs.rmSync(dataDir, { recursive: true, force: true })
    expect(status).toBe(1)
    expect(lines).toEqual([
      expect.stringMatching(/was created by PostgreSQL 15, but the embedded server is PostgreSQL 18/),
    ])
  })
})
