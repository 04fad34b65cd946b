import type { PayloadRequest } from 'payload'

import { legalTextsInForce, legalTextsReferencedBy, type LegalTextKind } from '@/domain/content'
import type { ConsentType } from '@/domain/consents'

/**
 * For each consent type, the ids of the published legal-text versions in force at `now` that its wording
 * refers to (e.g. the terms of use and privacy policy for TERMS_PRIVACY_SIGNUP). One query for all of them.
 */
export async function legalTextIdsFor(
  req: PayloadRequest,
  types: readonly ConsentType[],
  now: Date,
): Promise<Map<ConsentType, number[]>> {
  const kinds = [...new Set(types.flatMap((type) => legalTextsReferencedBy(type)))]
  const result = new Map<ConsentType, number[]>()
  if (!kinds.length) return result
  const { docs } = await req.payload.find({
    collection: 'legal-texts',
    where: {
      and: [
        { kind: { in: kinds } },
        { _status: { equals: 'published' } },
        { effectiveDate: { less_than_equal: now.toISOString() } },
      ],
    },
    select: { kind: true, version: true, effectiveDate: true },
    pagination: false,
    depth: 0,
    req,
  })
  const inForce = legalTextsInForce(
    docs.map((d) => ({ id: d.id, kind: d.kind as LegalTextKind, version: d.version, effectiveDate: d.effectiveDate })),
    now,
  )
  for (const type of types) {
    const ids = legalTextsReferencedBy(type).flatMap((kind) => inForce.get(kind)?.id ?? [])
    if (ids.length) result.set(type, ids)
  }
  return result
}
