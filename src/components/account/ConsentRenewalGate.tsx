import config from '@payload-config'
import { getLocale } from 'next-intl/server'
import { getPayload } from 'payload'
import type { ReactNode } from 'react'

import { ConsentRenewal } from './ConsentRenewal.client'
import { resolveLocale } from '@/domain/locale'
import { getCurrentUser } from '@/server/auth/currentUser'
import { consentRenewalsOf } from '@/server/consents/consentRenewals'

/**
 * Stands in front of every page while the signed-in user has consents to decide on again (a newer
 * version was published since they agreed): they see the new texts first, at login and on every load.
 */
export async function ConsentRenewalGate({ children }: { children: ReactNode }) {
  const user = await getCurrentUser()
  if (!user) return children
  const locale = resolveLocale(await getLocale(), null)
  const prompts = await consentRenewalsOf(await getPayload({ config }), user, locale)
  if (prompts.length === 0) return children
  return <ConsentRenewal prompts={prompts}>{children}</ConsentRenewal>
}
