import type { PayloadRequest } from 'payload'

import { euroOrNull } from '@/domain/money'
import { createVersionedCache } from '@/server/cache/versionedCache'
import { consultantCardRows, type ConsultantCardRow } from '@/server/queries/consultantCards'

export type ConsultantCard = {
  userId: number
  consultantShortId: string
  firstName: string
  lastName: string
  imageUrl: string | null
  pricing: { pricing30Min: number | null }
  skills: string[]
  experiences: { title: string; organization: string }[]
  education: { fieldOfStudy: string; university: string }[]
  industry: string | null
  averageRating: number | null
  reviewCount: number
  yearsOfExperience: string | null
  verified: boolean
}

// Cards kept per profile at the version of the public data (cache/publicReads.ts), which counts every change
// to what a card shows: a search for a new word mostly finds consultants other lists have shown.
const kept = createVersionedCache<ConsultantCard>({ maxSize: 20_000, sizeOf: () => 1 })

/**
 * The cards of spec §3 for the given profiles, in the order given: one SQL statement however many there
 * are, for those not kept at `version` (all without it). Read directly rather than through two Local API
 * finds, which cost a list request most of its time; only public fields are selected (the same ones any
 * visitor may read).
 */
export async function consultantCards(
  req: PayloadRequest,
  profileIds: number[],
  version: string | null = null,
): Promise<ConsultantCard[]> {
  const read = async (ids: string[]) =>
    new Map((await consultantCardRows(req, ids.map(Number))).map((row) => [String(row.id), cardOf(row)]))
  const keys = profileIds.map(String)
  const cards = version === null ? await read(keys) : await kept.readMany(keys, version, read)
  return keys.flatMap((key) => cards.get(key) ?? [])
}

export const consultantCardStats = () => kept.stats()

function cardOf(row: ConsultantCardRow): ConsultantCard {
  return {
    userId: row.userId,
    consultantShortId: row.consultantShortId,
    firstName: row.firstName,
    lastName: row.lastName,
    imageUrl: row.imageUrl,
    pricing: { pricing30Min: euroOrNull(row.pricing30Min) },
    skills: row.skills,
    experiences: row.experiences,
    education: row.education,
    industry: row.industry,
    averageRating: row.averageRating,
    reviewCount: row.reviewCount,
    yearsOfExperience: row.yearsOfExperience,
    verified: row.verified,
  }
}
