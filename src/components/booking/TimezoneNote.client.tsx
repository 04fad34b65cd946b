'use client'

import { useTranslations } from 'next-intl'
import { useMemo, useState } from 'react'

import { zoneLabel } from './timeLabels'
import { SelectField } from '../ui/choiceFields.client'
import { timezoneOptions } from '@/domain/time'
import styles from './TimezoneNote.module.css'

type Props = { zone: string; onChange: (zone: string) => void }

/** Which zone the times are in, and a way to read them in another one. */
export function TimezoneNote({ zone, onChange }: Props) {
  const t = useTranslations('bookingPage')
  const [open, setOpen] = useState(false)
  const options = useMemo(() => {
    const zones = timezoneOptions(new Date()).map(({ value, label }) => ({ id: value, label }))
    return zones.some((option) => option.id === zone) ? zones : [{ id: zone, label: zone }, ...zones]
  }, [zone])

  return (
    <div className={styles.timezone}>
      <p>
        {t('timezoneNote', { zone: zoneLabel(zone) })}{' '}
        <button type="button" className="link-button" aria-expanded={open} onClick={() => setOpen(!open)}>
          {t('changeTimezone')}
        </button>
      </p>
      {open && (
        <SelectField
          label={t('timezone')}
          options={options}
          value={zone}
          onChange={(event) => {
            onChange(event.target.value)
            setOpen(false)
          }}
        />
      )}
    </div>
  )
}
