import config from '@payload-config'
import { getLocale, getTranslations } from 'next-intl/server'
import { getPayload } from 'payload'

import { resolveLocale } from '@/domain/locale'
import { usableTimeZone } from '@/domain/time'
import { getCurrentUser } from '@/server/auth/currentUser'
import { nextAvailabilityOf } from '@/server/availability/slotQueries'

/**
 * 'Next available: tomorrow at 09:00' on a consultant's profile, in the signed-in viewer's zone (the
 * fallback zone for visitors), worked out on the server as GET /api/availability/next does.
 */
export async function NextAvailabilityNote({ consultantId }: { consultantId: number }) {
  const now = new Date()
  const [payload, viewer, locale, t] = await Promise.all([
    getPayload({ config }),
    getCurrentUser(),
    getLocale(),
    getTranslations('profileAvailability'),
  ])
  const viewerZone = usableTimeZone(viewer?.timezone, now)
  const answer = await nextAvailabilityOf(payload, String(consultantId), {
    viewerZone,
    locale: resolveLocale(locale, null),
    now,
  })
  if (!answer) return null
  const { nextAvailabilityMessage } = answer
  return (
    <p className="next-availability" data-testid="next-availability">
      <span>{nextAvailabilityMessage}</span>{' '}
      <span className="next-availability__zone">({t('timezone', { timezone: viewerZone })})</span>
    </p>
  )
}
