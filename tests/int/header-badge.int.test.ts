import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createUser, sessionHeaders, storedConsultation } from '../helpers/factories'
import { rest } from '../helpers/http'
import { testPayload } from '../helpers/payload'
import type { Consultation, User } from '@/payload-types'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

type NavLink = { key: string; count?: number }

/** What GET /api/auth/header tells the header of a page about `user`. */
async function header(user: User) {
  const { status, json } = await rest('GET', '/api/auth/header', { headers: await sessionHeaders(user) })
  expect(status).toBe(200)
  const nav = json.nav as { badgeCount: number; dashboardLinks: NavLink[] }
  const sessions = nav.dashboardLinks.find((link) => link.key === 'sessions')
  return { badge: nav.badgeCount, sessions: sessions?.count ?? 0 }
}

const dayAhead = (days: number, hour: number) => new Date(Date.UTC(2031, 0, 6 + days, hour))

describe('header badge: upcoming sessions', () => {
  it('counts requested and confirmed sessions of either side, and nothing past, cancelled or held', async () => {
    const consultee = await createUser(payload, { role: 'USER' })
    const consultant = await createUser(payload, { role: 'CONSULTANT' })
    const booked = (status: Consultation['status'], day: number) =>
      storedConsultation(payload, { consultee, consultant, status, startsAt: dayAhead(day, 9) })
    expect(await header(consultee)).toEqual({ badge: 0, sessions: 0 })

    await booked('UPCOMING_PENDING', 1)
    await booked('UPCOMING_CONFIRMED', 2)
    await booked('HELD', 3)
    await booked('PAST_CANCELLED_BY_USER', 4)
    await booked('PAST_COMPLETED_WITH_TIMEOUT', 5)
    // Another consultee's session with the same consultant counts for the consultant only.
    await storedConsultation(payload, {
      consultee: await createUser(payload, { role: 'USER' }),
      consultant,
      status: 'UPCOMING_CONFIRMED',
      startsAt: dayAhead(6, 9),
    })

    expect(await header(consultee)).toEqual({ badge: 2, sessions: 2 })
    expect(await header(consultant)).toEqual({ badge: 3, sessions: 3 })
  })

  it('shows no count to a profile that is not ACTIVE', async () => {
    const consultee = await createUser(payload, { role: 'USER', profileStatus: 'DATA_NOT_SUBMITTED' })
    await storedConsultation(payload, { consultee, status: 'UPCOMING_CONFIRMED', startsAt: dayAhead(7, 9) })
    expect(await header(consultee)).toEqual({ badge: 0, sessions: 0 })
  })
})
