import type { Payload } from 'payload'

import { consultantCards, type ConsultantCard } from './consultantCards'
import { searchConsultants } from './searchConsultants'
import type { ConsultantFilters } from '@/domain/search'
import { readPublicAnswer } from '@/server/cache/publicReads'

export type ConsultantListPage = { consultants: ConsultantCard[]; totalDocs: number; page: number; totalPages: number }

/** GET /api/consultants's answer as JSON: a page of cards and the totals, kept while nothing changes. */
export function consultantListJson(payload: Payload, filters: ConsultantFilters): Promise<string> {
  // Keyed by the parsed filters, so that equivalent URLs share one answer.
  return readPublicAnswer(payload, `list:${JSON.stringify(filters)}`, async () => {
    const { ids, totalDocs } = await searchConsultants(payload, filters)
    const consultants = await consultantCards(payload, ids)
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
  return JSON.parse(await consultantListJson(payload, filters)) as ConsultantListPage
}
