import config from '@payload-config'
import { getPayload } from 'payload'

import { inquiryBadgeCount } from './badgeCount'
import type { User } from '@/payload-types'

/** The inquiries count of the header badge: conversations with unread messages; 0 for anyone else. */
export async function headerInquiryCount(user: Pick<User, 'id' | 'role' | 'profileStatus'> | null): Promise<number> {
  return inquiryBadgeCount(await getPayload({ config }), user)
}
