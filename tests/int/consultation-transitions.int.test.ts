import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createUser, storedConsultation, tokenFor } from '../helpers/factories'
import { rest } from '../helpers/http'
import { testPayload } from '../helpers/payload'
import { CONSULTATION_STATUSES, consultationStatusMachine, type ConsultationStatus } from '@/domain/status'
import type { User } from '@/payload-types'

let payload: Payload
let consultee: User
let consultant: User
let adminToken: string
let slot = 0
beforeAll(async () => {
  payload = await testPayload()
  consultee = await createUser(payload, { role: 'USER' })
  consultant = await createUser(payload, { role: 'CONSULTANT' })
  adminToken = await tokenFor(payload, await createUser(payload, { role: 'ADMIN' }))
})

/** A free consultation already in `status`, each in an hour of its own so none overlaps another. */
const consultationIn = (status: ConsultationStatus) =>
  storedConsultation(payload, {
    consultee,
    consultant,
    status,
    startsAt: new Date(Date.UTC(2027, 2, 1) + slot++ * 3_600_000),
  })

const changes = CONSULTATION_STATUSES.flatMap((from) =>
  CONSULTATION_STATUSES.filter((to) => to !== from).map((to) => [from, to] as const),
)

// Every change of status through the admin panel's REST API, whoever asks: the table decides.
describe('the consultation transition table, enforced on every write', () => {
  it.each(changes)('%s -> %s', async (from, to) => {
    const consultation = await consultationIn(from)
    const answer = await rest('PATCH', `/api/consultations/${consultation.id}`, {
      token: adminToken,
      body: { status: to },
    })
    const allowed = consultationStatusMachine.canTransition(from, to)
    expect(answer.status).toBe(allowed ? 200 : 409)
    const stored = await payload.findByID({ collection: 'consultations', id: consultation.id, depth: 0 })
    expect(stored.status).toBe(allowed ? to : from)
  })

  it('refuses an illegal change made through the Local API as well', async () => {
    const consultation = await consultationIn('PAST_REQUEST_TIMEOUT')
    await expect(
      payload.update({ collection: 'consultations', id: consultation.id, data: { status: 'UPCOMING_CONFIRMED' } }),
    ).rejects.toMatchObject({ status: 409 })
  })
})
