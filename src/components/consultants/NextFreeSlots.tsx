import { getTranslations } from 'next-intl/server'

import styles from './BookingCard.module.css'
import { calendarPath } from '../booking/bookingPaths'
import type { Locale } from '@/domain/locale'
import { NEXT_AVAILABILITY_HORIZON_DAYS, type FreeSlot } from '@/domain/scheduling'
import { formatCalendarDate, formatInstant } from '@/domain/time'
import type { ProfileFreeSlots } from '@/server/consultants/profilePageData'

type Props = ProfileFreeSlots & { consultantRef: string; locale: Locale }

function byDay(slots: FreeSlot[]): [string, FreeSlot[]][] {
  const days = new Map<string, FreeSlot[]>()
  for (const slot of slots) days.set(slot.day, [...(days.get(slot.day) ?? []), slot])
  return [...days]
}

/** The next free starts, by day, each a link that opens the calendar with that start chosen. */
export async function NextFreeSlots({ slots, timeZone, sessionType, consultantRef, locale }: Props) {
  const [t, tAvailability] = await Promise.all([getTranslations('profile'), getTranslations('profileAvailability')])
  return (
    <section aria-labelledby="next-free-times" className={styles.slots}>
      <h3 id="next-free-times" className={styles.subheading}>
        {t('nextFreeTimes')}
      </h3>
      {slots.length === 0 ? (
        <p className={styles.muted}>{t('noFreeTimes', { days: NEXT_AVAILABILITY_HORIZON_DAYS })}</p>
      ) : (
        <ul className={styles.days}>
          {byDay(slots).map(([day, ofDay]) => (
            <li key={day} className={styles.day}>
              <span className={styles.dayName}>{formatCalendarDate(day, locale, 'weekdayShort')}</span>
              <ul className={styles.times}>
                {ofDay.map((slot) => (
                  <li key={slot.start}>
                    <a
                      className={styles.time}
                      href={calendarPath(consultantRef, { sessionType, selectedSlot: slot.start })}
                      aria-label={t('bookSlot', {
                        date: formatCalendarDate(day, locale, 'weekdayLong'),
                        time: formatInstant(slot.start, timeZone, locale, 'time'),
                      })}
                    >
                      <time dateTime={slot.start}>{formatInstant(slot.start, timeZone, locale, 'time')}</time>
                    </a>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.zone}>{tAvailability('timezone', { timezone: timeZone })}</p>
    </section>
  )
}
