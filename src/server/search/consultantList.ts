import { createLocalReq, type Payload } from 'payload'

import { consultantCards, type ConsultantCard } from './consultantCards'
import type { ConsultantFilters } from '@/domain/search'
import { publicRead } from '@/server/cache/publicReads'
import { searchConsultantProfileIds } from '@/server/queries/search'
import type { PublicRead } from '@/server/http/publicAnswer'

export type ConsultantListPage = { consultants: ConsultantCard[]; totalDocs: number; page: number; totalPages: number }

/** GET /api/consultants's answer as JSON: a page of cards and the totals, kept while nothing changes. */
export function consultantListRead(payload: Payload, filters: ConsultantFilters): Promise<PublicRead> {
  // Keyed by the parsed filters, so that equivalent URLs share one answer.
  return publicRead(payload, `list:${JSON.stringify(filters)}`, async () => {
    const req = await createLocalReq({}, payload)
    const { ids, totalDocs } = await searchConsultantProfileIds(req, filters)
    const consultants = await consultantCards(req, ids)
    const answer: ConsultantListPage = {
      consultants,
      totalDocs,
      page: filters.page,
      totalPages: Math.ceil(totalDocs / filters.limit),
    }
    return JSON.stringify(answer)
  })
}

/** The same page for server-rendered pages. */
export async function consultantListPage(payload: Payload, filters: ConsultantFilters): Promise<ConsultantListPage> {
  const json = await (await consultantListRead(payload, filters)).body()
  // The list always has a body: an empty page at worst.
  return JSON.parse(json ?? '') as ConsultantListPage
}
