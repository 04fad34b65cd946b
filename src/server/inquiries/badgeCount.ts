import type { Payload } from 'payload'

import { unreadConversationCount } from './listConversations'
import type { User } from '@/payload-types'

/** The inquiries count of the header badge: conversations with unread messages; 0 for anyone else. */
export async function inquiryBadgeCount(
  payload: Payload,
  user: Pick<User, 'id' | 'role' | 'profileStatus'> | null,
): Promise<number> {
  if (!user || user.profileStatus !== 'ACTIVE') return 0
  if (user.role !== 'USER' && user.role !== 'CONSULTANT') return 0
  try {
    return await unreadConversationCount(payload, user.id, user.role === 'USER' ? 'user' : 'consultant')
  } catch {
    // The header must render even when the count cannot be read.
    return 0
  }
}
