import 'server-only'

import { redirect } from 'next/navigation'

import type { User } from '@/payload-types'
import { getCurrentUser } from '@/server/auth/currentUser'

const ACCOUNT_SETTINGS_PATHS = {
  USER: '/consultee/dashboard/account-settings',
  CONSULTANT: '/consultant/dashboard/account-settings',
} as const

export type AccountSettingsRole = keyof typeof ACCOUNT_SETTINGS_PATHS

/**
 * The signed-in user of an account settings page (open to every profile status, spec §2): a visitor signs
 * in first, a consultee or consultant on the other role's page is sent to their own.
 */
export async function accountSettingsUser(role: AccountSettingsRole): Promise<User> {
  const user = await getCurrentUser()
  if (!user) redirect(`/sign-in?redirect=${encodeURIComponent(ACCOUNT_SETTINGS_PATHS[role])}`)
  if (user.role !== role && (user.role === 'USER' || user.role === 'CONSULTANT')) {
    redirect(ACCOUNT_SETTINGS_PATHS[user.role])
  }
  return user
}
