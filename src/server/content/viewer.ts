import 'server-only'

import { draftMode } from 'next/headers'

import { hasRole } from '../../../access/hasRole'
import { getCurrentUser } from '@/server/auth/currentUser'
import type { User } from '@/payload-types'

/**
 * The editor looking at drafts, or null for everyone else. Draft mode alone is not enough: the session
 * must still belong to an editor or admin, so a leaked draft cookie shows nothing.
 */
export async function draftViewer(): Promise<User | null> {
  if (!(await draftMode()).isEnabled) return null
  const user = await getCurrentUser()
  return user && hasRole(user, 'EDITOR', 'ADMIN') ? user : null
}
