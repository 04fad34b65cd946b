import config from '@payload-config'
import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { getPayload } from 'payload'

import { landingForUser } from '../../../(auth)/redirectSignedIn'
import { AvailabilitySettings } from '@/components/availability/AvailabilitySettings.client'
import { addDays, localDateOf, rulesOf, weekStart } from '@/domain/scheduling'
import { timezoneOptions } from '@/domain/time'
import { getCurrentUser } from '@/server/auth/currentUser'
import { loadAvailability } from '@/server/availability/loadAvailability'
import { loadBookedIntervals } from '@/server/availability/bookedIntervals'
import { sessionsInTimeOff } from '@/server/availability/timeOff'
import styles from './page.module.css'
import { ClientMessages } from '@/i18n/ClientMessages'

const PATH = '/consultant/dashboard/availability'
/** How far ahead the editor goes: about three months of weeks. */
const EDITOR_WEEKS = 13

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('availabilityEditor'))('title') }
}

/**
 * The approved consultant's availability: a week grid in their zone (saved through POST /api/availability/add),
 * their buffers, notice and limits, and their time off with the sessions booked inside it.
 */
export default async function ConsultantAvailabilityPage() {
  const user = await getCurrentUser()
  if (!user) redirect(`/sign-in?redirect=${encodeURIComponent(PATH)}`)
  if (user.role !== 'CONSULTANT' || user.profileStatus !== 'ACTIVE') redirect(landingForUser(user))
  const now = new Date()
  const payload = await getPayload({ config })
  const availability = await loadAvailability(payload, user, now)
  const firstDay = weekStart(localDateOf(now, availability.timezone))
  // Padded by a day each side: the zone can still change in the editor.
  const from = new Date(Date.parse(addDays(firstDay, -1)))
  const to = new Date(Date.parse(addDays(firstDay, EDITOR_WEEKS * 7 + 1)))
  const [booked, inTimeOff, t] = await Promise.all([
    loadBookedIntervals(payload, user.id, from, to),
    sessionsInTimeOff(payload, user.id, availability),
    getTranslations('availabilityEditor'),
  ])
  const settings = { rules: rulesOf(availability), timeOff: availability.timeOff ?? [], sessionsInTimeOff: inTimeOff }
  const timezones = timezoneOptions(now).map(({ value, label }) => ({ value, label }))
  if (!timezones.some((zone) => zone.value === availability.timezone)) {
    timezones.unshift({ value: availability.timezone, label: availability.timezone })
  }

  return (
    <ClientMessages namespaces={['availabilityEditor', 'auth', 'common']}>
      <section className={`container ${styles.page}`}>
        <h1>{t('title')}</h1>
        <p className={styles.lead}>{t('lead')}</p>
        <AvailabilitySettings
          consultantId={user.id}
          initial={availability}
          settings={settings}
          booked={booked.map(({ start, end }) => ({ start: start.toISOString(), end: end.toISOString() }))}
          nowIso={now.toISOString()}
          timezones={timezones}
          weeks={EDITOR_WEEKS}
        />
      </section>
    </ClientMessages>
  )
}
