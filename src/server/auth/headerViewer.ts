import type { Payload } from 'payload'

import type { HeaderViewer } from '@/components/layout/HeaderView'
import { initialsOf } from '@/components/layout/accountEntries'
import { navigationFor } from '@/domain/navigation'
import type { User } from '@/payload-types'
import { inquiryBadgeCount } from '@/server/inquiries/badgeCount'
import { sessionBadgeCount } from '@/server/sessions/badgeCount'

/** What the header shows `user` (null: a visitor): the menus with their counts and the avatar's initials. */
export async function headerViewerOf(payload: Payload, user: User | null): Promise<HeaderViewer> {
  // Upcoming sessions, and conversations with unread messages.
  const [sessions, inquiries] = await Promise.all([sessionBadgeCount(payload, user), inquiryBadgeCount(payload, user)])
  const nav = navigationFor({ user, counts: { sessions, inquiries } })
  return { nav, initials: user ? initialsOf(user) : null }
}
