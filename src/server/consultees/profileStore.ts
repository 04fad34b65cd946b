import type { PayloadRequest } from 'payload'

import type { ConsulteeProfile } from '@/payload-types'

/** The consultee's profile row, created on first use (the server, not the user, creates it). */
export async function ensureConsulteeProfile(req: PayloadRequest, userId: number): Promise<ConsulteeProfile> {
  const found = await findConsulteeProfile(req, userId)
  if (found) return found
  return req.payload.create({
    collection: 'consultee-profiles',
    data: { user: userId, onboardingFormStatus: 'NOT_STARTED' },
    depth: 0,
    req,
    overrideAccess: true,
  })
}

export async function findConsulteeProfile(
  req: Pick<PayloadRequest, 'payload'> & Partial<PayloadRequest>,
  userId: number,
): Promise<ConsulteeProfile | null> {
  const { docs } = await req.payload.find({
    collection: 'consultee-profiles',
    where: { user: { equals: userId } },
    limit: 1,
    depth: 0,
    req: req as PayloadRequest,
    overrideAccess: true,
  })
  return docs[0] ?? null
}
