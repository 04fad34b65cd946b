'use client'

import { useTranslations } from 'next-intl'

import type { BookableServiceOption } from './types'
import { MAX_BOOKED_SERVICES } from '@/domain/booking'
import shared from './booking.module.css'
import styles from './ServicePicker.module.css'

type Props = { services: BookableServiceOption[]; value: string[]; onChange: (keys: string[]) => void }

/** The consultant's services as optional checkboxes; at most 10 can be ticked. */
export function ServicePicker({ services, value, onChange }: Props) {
  const t = useTranslations('bookingPage')
  if (services.length === 0) return null
  const full = value.length >= MAX_BOOKED_SERVICES
  const toggle = (key: string, checked: boolean) =>
    onChange(checked ? [...value, key].slice(0, MAX_BOOKED_SERVICES) : value.filter((item) => item !== key))
  return (
    <fieldset className={shared.box} aria-describedby="booking-services-hint">
      <legend>{t('services')}</legend>
      <p id="booking-services-hint" className="field__hint">
        {full ? t('servicesLimit') : t('servicesHint', { max: MAX_BOOKED_SERVICES })}
      </p>
      <ul className={styles.services}>
        {services.map((service) => {
          const checked = value.includes(service.key)
          return (
            <li key={service.key}>
              <label className={styles.item}>
                <input
                  type="checkbox"
                  checked={checked}
                  disabled={!checked && full}
                  onChange={(event) => toggle(service.key, event.target.checked)}
                />
                <span>{service.title}</span>
              </label>
            </li>
          )
        })}
      </ul>
    </fieldset>
  )
}
