import { createLocalReq, type Payload } from 'payload'

import { consultantCards, type ConsultantCard } from './consultantCards'
import { availableSoonWindow, dependsOnSlots, type ConsultantFilters } from '@/domain/search'
import { publicRead } from '@/server/cache/publicReads'
import { searchConsultantProfileIds } from '@/server/queries/search'
import type { PublicRead } from '@/server/http/publicAnswer'

export type ConsultantListPage = { consultants: ConsultantCard[]; totalDocs: number; page: number; totalPages: number }

/** GET /api/consultants's answer as JSON: a page of cards and the totals, kept while nothing changes. */
export function consultantListRead(
  payload: Payload,
  filters: ConsultantFilters,
  now: Date = new Date(),
): Promise<PublicRead> {
  // Keyed by the parsed filters, so that equivalent URLs share one answer. A list filtered or ordered by
  // free slots depends on every consultant's sessions and availability, and on the date. Rather than a
  // time bound (which would show a slot taken meanwhile, or a booked-out consultant, until it ran out),
  // such a list is versioned by the slot versions of all consultants as well, counted up at the commit
  // of any change to free slots, and keyed by the first bookable day its window starts on: its days move
  // only when that day does. So it is never staler than the public data itself; other lists do not
  // depend on bookings and keep their answers while sessions are booked.
  const slots = dependsOnSlots(filters)
  const key = `list:${JSON.stringify(filters)}${slots ? `@${availableSoonWindow(now).firstDay}` : ''}`
  return publicRead(
    payload,
    key,
    async (version) => {
      const req = await createLocalReq({}, payload)
      const { ids, totalDocs } = await searchConsultantProfileIds(req, filters, now)
      const consultants = await consultantCards(req, ids, version)
      const answer: ConsultantListPage = {
        consultants,
        totalDocs,
        page: filters.page,
        totalPages: Math.ceil(totalDocs / filters.limit),
      }
      return JSON.stringify(answer)
    },
    { withSlots: slots },
  )
}

/** The same page for server-rendered pages. */
export async function consultantListPage(payload: Payload, filters: ConsultantFilters): Promise<ConsultantListPage> {
  const json = await (await consultantListRead(payload, filters)).body()
  // The list always has a body: an empty page at worst.
  return JSON.parse(json ?? '') as ConsultantListPage
}
