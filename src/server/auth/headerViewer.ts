import type { Payload } from 'payload'

import type { HeaderViewer } from '@/components/layout/HeaderView'
import { initialsOf } from '@/components/layout/accountEntries'
import { navigationFor } from '@/domain/navigation'
import type { User } from '@/payload-types'
import { inquiryBadgeCount } from '@/server/inquiries/badgeCount'

/** What the header shows `user` (null: a visitor): the menus with their counts and the avatar's initials. */
export async function headerViewerOf(payload: Payload, user: User | null): Promise<HeaderViewer> {
  // The sessions count stays 0 until sessions feed it; inquiries count conversations with unread messages.
  const nav = navigationFor({ user, counts: { sessions: 0, inquiries: await inquiryBadgeCount(payload, user) } })
  return { nav, initials: user ? initialsOf(user) : null }
}
