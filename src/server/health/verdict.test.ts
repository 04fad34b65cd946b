import { describe, expect, it } from 'vitest'

import { healthVerdict, maxJobLagSeconds, type HealthReadings } from './verdict'

const healthy: HealthReadings = { database: { reachable: true }, pendingMigrations: [], jobLagSeconds: 0 }

describe('healthVerdict', () => {
  it.each([
    { name: 'everything in order', readings: healthy, status: 'ok' },
    { name: 'a job waiting exactly the limit', readings: { ...healthy, jobLagSeconds: 600 }, status: 'ok' },
    { name: 'a job waiting past the limit', readings: { ...healthy, jobLagSeconds: 601 }, status: 'unhealthy' },
    { name: 'a pending migration', readings: { ...healthy, pendingMigrations: ['20990101_x'] }, status: 'unhealthy' },
    {
      name: 'an unreachable database',
      readings: { database: { reachable: false }, pendingMigrations: null, jobLagSeconds: null },
      status: 'unhealthy',
    },
    { name: 'unread migrations', readings: { ...healthy, pendingMigrations: null }, status: 'unhealthy' },
    { name: 'an unknown job lag', readings: { ...healthy, jobLagSeconds: null }, status: 'unhealthy' },
  ])('is $status with $name', ({ readings, status }) => {
    expect(healthVerdict(readings, 600).status).toBe(status)
  })

  it('names the pending migrations and the lag', () => {
    const report = healthVerdict({ ...healthy, pendingMigrations: ['a'], jobLagSeconds: 42 }, 600)
    expect(report.checks).toEqual({
      database: { ok: true },
      migrations: { ok: false, pending: ['a'] },
      jobs: { ok: true, lagSeconds: 42, maxLagSeconds: 600 },
    })
  })
})

describe('maxJobLagSeconds', () => {
  it.each([
    { raw: undefined, seconds: 600 },
    { raw: '', seconds: 600 },
    { raw: '120', seconds: 120 },
    { raw: '0', seconds: 600 },
    { raw: '-5', seconds: 600 },
    { raw: 'soon', seconds: 600 },
  ])('reads $raw as $seconds', ({ raw, seconds }) => {
    expect(maxJobLagSeconds(raw)).toBe(seconds)
  })
})
