import type { PayloadRequest } from 'payload'

import { euroOrNull } from '@/domain/money'
import { consultantCardRows } from '@/server/queries/consultantCards'

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

/**
 * The cards of spec §3 for the given profiles, in the order given: one SQL statement however many there
 * are. Read directly rather than through two Local API finds, which cost a list request most of its time;
 * only public fields are selected (the same ones any visitor may read).
 */
export async function consultantCards(req: PayloadRequest, profileIds: number[]): Promise<ConsultantCard[]> {
  const rows = await consultantCardRows(req, profileIds)
  const rowById = new Map(rows.map((row) => [row.id, row]))
  return profileIds.flatMap((id) => {
    const row = rowById.get(id)
    if (!row) return []
    return [
      {
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
      },
    ]
  })
}
