import Link from 'next/link'
import { getLocale, getTranslations } from 'next-intl/server'

import { SESSION_TYPE_KEYS } from './timeLabels'
import type { BookingConsultant } from './types'
import { resolveLocale } from '@/domain/locale'
import { formatEuro } from '@/domain/money'
import { SESSION_TYPES } from '@/domain/scheduling'
import shared from './booking.module.css'
import styles from './ConsultantHeader.module.css'

/** The consultant's picture, name and prices above the booking calendar. */
export async function ConsultantHeader({ consultant }: { consultant: BookingConsultant }) {
  const [t, locale] = await Promise.all([getTranslations('bookingPage'), getLocale()])
  const moneyLocale = resolveLocale(locale, null)
  return (
    <header className={styles.header}>
      {consultant.imageUrl && (
        // eslint-disable-next-line @next/next/no-img-element -- our own square JPEG upload
        <img src={consultant.imageUrl} alt="" width={96} height={96} className={shared.picture} />
      )}
      <div>
        <h1>{t('title', { name: consultant.name })}</h1>
        <dl className={styles.prices}>
          {SESSION_TYPES.map((type) => {
            const cents = consultant.pricing[type]
            if (cents === null) return null
            return (
              <div key={type}>
                <dt>{t(SESSION_TYPE_KEYS[type])}</dt>
                <dd>{cents === 0 ? t('free') : formatEuro(cents, moneyLocale)}</dd>
              </div>
            )
          })}
        </dl>
        <Link href={`/consultants/${encodeURIComponent(consultant.ref)}`}>{t('backToProfile')}</Link>
      </div>
    </header>
  )
}
