import type { CollectionSlug, PayloadRequest, Where } from 'payload'

import type { User } from '@/payload-types'

type Part = { collection: CollectionSlug; where: (userId: number) => Where }

// Everything stored about a user, read with the user's own access rights (nothing they may not see).
const PARTS: Record<string, Part> = {
  consulteeProfile: { collection: 'consultee-profiles', where: (id) => ({ user: { equals: id } }) },
  consultantProfile: { collection: 'consultant-profiles', where: (id) => ({ user: { equals: id } }) },
  consents: { collection: 'consents', where: (id) => ({ user: { equals: id } }) },
  consultations: {
    collection: 'consultations',
    where: (id): Where => ({ or: [{ user: { equals: id } }, { consultant: { equals: id } }] }),
  },
  earnings: { collection: 'earnings', where: (id) => ({ user: { equals: id } }) },
  availabilities: { collection: 'availabilities', where: (id) => ({ consultant: { equals: id } }) },
  uploads: { collection: 'upload-files', where: (id) => ({ owner: { equals: id } }) },
  reviewsWritten: { collection: 'reviews', where: (id) => ({ user: { equals: id } }) },
  inquiryMessages: { collection: 'inquiry-messages', where: (id) => ({ sender: { equals: id } }) },
  webinarRegistrations: { collection: 'webinar-registrations', where: (id) => ({ user: { equals: id } }) },
}

/** The data export: a JSON document of the account and every record that belongs to it. */
export async function exportAccount(req: PayloadRequest, user: User, now: Date): Promise<Record<string, unknown>> {
  const account = await req.payload.findByID({
    collection: 'users',
    id: user.id,
    depth: 0,
    req,
    overrideAccess: false,
    user,
  })
  const parts: Record<string, unknown> = {}
  for (const [name, part] of Object.entries(PARTS)) {
    const { docs } = await req.payload.find({
      collection: part.collection,
      where: part.where(user.id),
      pagination: false,
      depth: 0,
      req,
      overrideAccess: false,
      user,
    })
    parts[name] = docs
  }
  const { sessions: _sessions, ...accountData } = account as User & { sessions?: unknown }
  return { exportedAt: now.toISOString(), account: accountData, ...parts }
}
