import 'server-only'

import config from '@payload-config'
import { redirect } from 'next/navigation'
import { getPayload } from 'payload'

import type { User } from '@/payload-types'
import { getCurrentUser } from '@/server/auth/currentUser'
import { accountCalendarFeedUrl } from '@/server/calendarFeed/calendarFeed'

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

/** The signed-in user's private calendar feed address, shown on their account settings page. */
export async function accountSettingsFeedUrl(user: User): Promise<string> {
  return accountCalendarFeedUrl(await getPayload({ config }), user.id)
}
