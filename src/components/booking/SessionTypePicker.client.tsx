'use client'

import { useLocale, useTranslations } from 'next-intl'

import { SESSION_TYPE_KEYS } from './timeLabels'
import type { BookingConsultant } from './types'
import { formatEuro, type MoneyLocale } from '@/domain/money'
import { SESSION_TYPES, type SessionType } from '@/domain/scheduling'
import shared from './booking.module.css'
import styles from './SessionTypePicker.module.css'

type Props = { pricing: BookingConsultant['pricing']; value: SessionType; onChange: (type: SessionType) => void }

/** The session types the consultant offers (those with a price), as radio buttons with their prices. */
export function SessionTypePicker({ pricing, value, onChange }: Props) {
  const t = useTranslations('bookingPage')
  const locale = useLocale() as MoneyLocale
  const offered = SESSION_TYPES.filter((type) => pricing[type] !== null)
  return (
    <fieldset className={shared.box}>
      <legend>{t('sessionType')}</legend>
      <div className={styles.options}>
        {offered.map((type) => {
          const cents = pricing[type] ?? 0
          return (
            <label key={type} className={styles.option}>
              <input
                type="radio"
                name="sessionType"
                value={type}
                checked={value === type}
                onChange={() => onChange(type)}
              />
              <span>{t(SESSION_TYPE_KEYS[type])}</span>
              <span className={styles.price}>{cents === 0 ? t('free') : formatEuro(cents, locale)}</span>
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
