import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { rest } from '../helpers/http'
import { testPayload } from '../helpers/payload'
import { execute, sql } from '../helpers/sql'
import { migrations } from '@/migrations'

let payload: Payload
const undo: Array<() => Promise<unknown>> = []

beforeAll(async () => {
  payload = await testPayload()
  // Jobs other test files queued and never ran would count as lag here.
  await execute(payload, sql`DELETE FROM payload_jobs`)
})

afterEach(async () => {
  while (undo.length) await undo.pop()!()
})

const health = () => rest('GET', '/api/health')

describe('GET /api/health', () => {
  it('answers 200 without signing in when the database is reachable, migrated and no job waits', async () => {
    const { status, json, headers } = await health()
    expect(status).toBe(200)
    expect(json).toEqual({
      status: 'ok',
      checks: {
        database: { ok: true },
        migrations: { ok: true, pending: [] },
        jobs: { ok: true, lagSeconds: 0, maxLagSeconds: 600 },
      },
    })
    expect(headers.get('cache-control')).toBe('private, no-store')
  })

  it('answers 503 and names the migration when a committed migration has not run', async () => {
    const last = migrations.at(-1)!.name
    await execute(payload, sql`UPDATE payload_migrations SET name = ${`${last}_hidden`} WHERE name = ${last}`)
    undo.push(() =>
      execute(payload, sql`UPDATE payload_migrations SET name = ${last} WHERE name = ${`${last}_hidden`}`),
    )

    const { status, json } = await health()
    expect(status).toBe(503)
    expect(json).toMatchObject({ status: 'unhealthy', checks: { migrations: { ok: false, pending: [last] } } })
  })

  it('answers 503 when a due job has waited longer than allowed, 200 for one waiting for its time', async () => {
    const [late] = await execute<{ id: number }>(
      payload,
      sql`INSERT INTO payload_jobs (input, queue, created_at, updated_at)
          VALUES ('{}'::jsonb, 'default', now() - interval '2 hours', now()) RETURNING id`,
    )
    undo.push(() => execute(payload, sql`DELETE FROM payload_jobs WHERE id = ${late!.id}`))
    const waiting = await health()
    expect(waiting.status).toBe(503)
    const jobs = (waiting.json.checks as { jobs: { ok: boolean; lagSeconds: number } }).jobs
    expect(jobs.ok).toBe(false)
    expect(jobs.lagSeconds).toBeGreaterThanOrEqual(7200)

    await execute(payload, sql`UPDATE payload_jobs SET wait_until = now() + interval '1 hour' WHERE id = ${late!.id}`)
    expect((await health()).status).toBe(200)
  })

  it('holds no personal data', async () => {
    const { text } = await health()
    expect(text).not.toMatch(/@|email|name/i)
  })
})
