import { getTranslations } from 'next-intl/server'

import styles from './BookingCard.module.css'
import { NextFreeSlots } from './NextFreeSlots'
import { calendarPath } from '../booking/bookingPaths'
import type { Locale } from '@/domain/locale'
import { formatEuro } from '@/domain/money'
import type { ConsultantProfile } from '@/payload-types'
import type { ProfileFreeSlots } from '@/server/consultants/profilePageData'

type Props = {
  profile: ConsultantProfile
  freeSlots: ProfileFreeSlots | null
  /** Book Now and the free times as links; off for consultants and previews. */
  canBook: boolean
  locale: Locale
}

/**
 * Beside the profile (above its details on phones): the prices and, for those who may book, the next
 * free times and Book Now.
 */
export async function BookingCard({ profile, freeSlots, canBook, locale }: Props) {
  const t = await getTranslations('profile')
  const ref = profile.consultantShortId ?? String(typeof profile.user === 'object' ? profile.user.id : profile.user)
  const prices = [
    ['pricing30Min', profile.pricing30Min],
    ['pricing60Min', profile.pricing60Min],
    ['pricingTrial', profile.pricingTrial],
  ] as const
  return (
    <aside className={styles.card} aria-labelledby="prices">
      <h2 id="prices" className={styles.heading}>
        {t('prices')}
      </h2>
      <dl className={styles.prices}>
        {prices.map(([key, cents]) =>
          typeof cents === 'number' ? (
            <div key={key} className={styles.price}>
              <dt>{t(key)}</dt>
              <dd className={cents === 0 ? styles.free : undefined}>
                {cents === 0 ? t('free') : formatEuro(cents, locale)}
              </dd>
            </div>
          ) : null,
        )}
      </dl>
      {canBook && freeSlots && <NextFreeSlots {...freeSlots} consultantRef={ref} locale={locale} />}
      {canBook && (
        <a className={`button button--primary button--large ${styles.book}`} href={calendarPath(ref)}>
          {t('bookNow')}
        </a>
      )}
    </aside>
  )
}
