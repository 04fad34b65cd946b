import type { Payload } from 'payload'

import { sessionListFilter } from '@/domain/booking/sessionListFilter'
import type { User } from '@/payload-types'

const UPCOMING = sessionListFilter('upcoming')!.statuses

/**
 * The sessions count of the header badge and the Sessions menu entry: the viewer's upcoming sessions
 * (requested or confirmed), exactly what their upcoming list shows; 0 for anyone else.
 */
export async function sessionBadgeCount(
  payload: Payload,
  user: Pick<User, 'id' | 'role' | 'profileStatus'> | null,
): Promise<number> {
  if (!user || user.profileStatus !== 'ACTIVE') return 0
  if (user.role !== 'USER' && user.role !== 'CONSULTANT') return 0
  const own = user.role === 'CONSULTANT' ? 'consultant' : 'user'
  try {
    const { totalDocs } = await payload.count({
      collection: 'consultations',
      where: { and: [{ [own]: { equals: user.id } }, { status: { in: [...UPCOMING] } }] },
    })
    return totalDocs
  } catch {
    // The header must render even when the count cannot be read.
    return 0
  }
}
