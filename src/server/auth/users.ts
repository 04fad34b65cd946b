import type { Payload, PayloadRequest } from 'payload'

import type { User } from '@/payload-types'

export async function findUserByEmail(payload: Payload, email: string, req?: PayloadRequest): Promise<User | null> {
  const found = await payload.find({
    collection: 'users',
    where: { email: { equals: email.trim().toLowerCase() } },
    limit: 1,
    depth: 0,
    pagination: false,
    req,
  })
  return found.docs[0] ?? null
}

/** Fields Payload hides from every read (lock state), straight from the database. */
export async function lockedUntil(payload: Payload, userId: number): Promise<Date | null> {
  const stored = await payload.db.findOne<User>({ collection: 'users', where: { id: { equals: userId } } })
  return stored?.lockUntil ? new Date(stored.lockUntil) : null
}
