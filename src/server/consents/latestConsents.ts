import type { PayloadRequest } from 'payload'

import type { ConsentType } from '@/domain/consents'
import type { Consent } from '@/payload-types'

/** The newest record per consent type of one user (records are append-only, so the newest one counts). */
export async function latestConsents(
  req: Pick<PayloadRequest, 'payload'> & Partial<PayloadRequest>,
  userId: number,
): Promise<Map<ConsentType, Consent>> {
  const { docs } = await req.payload.find({
    collection: 'consents',
    where: { user: { equals: userId } },
    sort: ['-createdAt', '-id'],
    pagination: false,
    depth: 0,
    req: req as PayloadRequest,
    overrideAccess: true,
  })
  const latest = new Map<ConsentType, Consent>()
  for (const record of docs) if (!latest.has(record.consentType)) latest.set(record.consentType, record)
  return latest
}

/** True when the user's newest decision on `type` is an opt-in. */
export async function hasOptedIn(
  req: Pick<PayloadRequest, 'payload'> & Partial<PayloadRequest>,
  userId: number,
  type: ConsentType,
): Promise<boolean> {
  return (await latestConsents(req, userId)).get(type)?.status === 'optin'
}
