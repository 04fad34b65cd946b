import { getTranslations } from 'next-intl/server'

import type { NextAvailability } from '@/server/consultants/profilePageData'
import styles from './NextAvailabilityNote.module.css'

/** 'Next available: tomorrow at 09:00' on a consultant's profile, with the zone it is told in. */
export async function NextAvailabilityNote({ message, timeZone }: NextAvailability) {
  const t = await getTranslations('profileAvailability')
  return (
    <p className={styles.note} data-testid="next-availability">
      <span>{message}</span> <span className={styles.zone}>({t('timezone', { timezone: timeZone })})</span>
    </p>
  )
}
