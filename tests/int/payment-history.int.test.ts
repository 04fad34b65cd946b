import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { BOOKING_CONSENTS, bookableConsultant, slotAt } from '../helpers/booking'
import { createUser, tokenFor } from '../helpers/factories'
import { rest } from '../helpers/http'
import { testPayload } from '../helpers/payload'
import type { User } from '@/payload-types'
import { getTestPaymentProvider } from '@/server/payments'

let payload: Payload
let consultee: User
let token: string
let consultant: User
beforeAll(async () => {
  payload = await testPayload()
  consultee = await createUser(payload, { role: 'USER' })
  token = await tokenFor(payload, consultee)
  consultant = await bookableConsultant(payload)
})

/** Books a 30-minute session `daysAhead` days out and, unless `pay` is false, authorises the test card. */
async function book(daysAhead: number, pay = true): Promise<number> {
  const created = await rest('POST', '/api/consultations/create', {
    token,
    body: {
      consultantId: consultant.id,
      sessionType: '30MINUTES',
      selectedSlot: slotAt(daysAhead, '09:00'),
      billingCountry: 'DE',
      consents: BOOKING_CONSENTS,
    },
  })
  expect(created.status).toBe(201)
  if (pay) {
    await getTestPaymentProvider(payload)!.confirmTestCard({
      clientSecret: created.json.clientSecret as string,
      cardNumber: '4242424242424242',
    })
  }
  return created.json.consultationId as number
}

const history = (query = '', as = token, id = consultee.id) =>
  rest('GET', `/api/consultations/user/payment-history/${id}${query}`, { token: as })

describe('GET /api/consultations/user/payment-history/{id}', () => {
  it('lists authorised card payments newest first, page by page, and stays stable while new ones arrive', async () => {
    const first = await book(7)
    await book(8, false)
    const second = await book(9)
    const third = await book(10)
    const page1 = await history('?limit=2')
    expect(page1.status).toBe(200)
    const items = page1.json.paymentHistory as { consultationId: number }[]
    expect(items.map((item) => item.consultationId)).toEqual([third, second])
    expect(items[0]).toMatchObject({
      paymentStatus: 'requires_capture',
      price: 59.5,
      processingFees: 0,
      discount: 0,
      paymentDetails: { paymentMethodType: 'card' },
      consultant: { firstName: 'Mia' },
    })
    const newest = await book(11)
    const page2 = await history(`?limit=2&lastEvaluatedKey=${page1.json.lastEvaluatedKey as string}`)
    expect((page2.json.paymentHistory as { consultationId: number }[]).map((item) => item.consultationId)).toEqual([
      first,
    ])
    expect(page2.json.lastEvaluatedKey).toBeNull()
    const fresh = await history()
    expect((fresh.json.paymentHistory as { consultationId: number }[])[0]?.consultationId).toBe(newest)
  })

  it("refuses someone else's history, bad paging and anonymous callers", async () => {
    const other = await createUser(payload, { role: 'USER' })
    expect((await history('', await tokenFor(payload, other))).status).toBe(403)
    expect((await history('?limit=500')).status).toBe(400)
    expect((await history('?lastEvaluatedKey=garbage')).status).toBe(400)
    expect((await rest('GET', `/api/consultations/user/payment-history/${consultee.id}`)).status).toBe(401)
  })
})
