'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import shared from './application.module.css'
import styles from './ServicesField.module.css'
import { TextAreaField } from '../ui/choiceFields.client'
import { TextField } from '../ui/fields.client'
import type { LocalizedService } from '@/domain/catalogue'
import { SERVICES_MAX, SERVICE_DESCRIPTION_MAX_LENGTH, SERVICE_TITLE_MAX_LENGTH } from '@/domain/schemas'

export type ServiceValue = { serviceId?: string; title: string; description?: string | null; category?: string | null }
type Props = {
  catalogue: readonly LocalizedService[]
  value: ServiceValue[]
  onChange: (services: ServiceValue[]) => void
  errorAt: (path: string) => string | undefined
  summary?: string
}

/** 5 to 10 services: picked from the catalogue (High demand first) or written by the consultant. */
export function ServicesField({ catalogue, value, onChange, errorAt, summary }: Props) {
  const t = useTranslations('application.fields')
  const [filter, setFilter] = useState('')
  const full = value.length >= SERVICES_MAX
  const chosen = new Set(value.map((service) => service.serviceId).filter(Boolean))
  const shown = catalogue.filter((service) => service.name.toLowerCase().includes(filter.trim().toLowerCase()))

  function toggle(service: LocalizedService, checked: boolean) {
    if (!checked) return onChange(value.filter((other) => other.serviceId !== service.id))
    // The max-select limit ignores extra picks.
    if (full) return
    onChange([...value, { serviceId: service.id, title: service.name, category: service.category, description: '' }])
  }
  const update = (index: number, patch: Partial<ServiceValue>) =>
    onChange(value.map((service, i) => (i === index ? { ...service, ...patch } : service)))

  return (
    <fieldset className={shared.group}>
      <legend>{t('services')}</legend>
      <p className="field__hint">{t('servicesHint', { count: value.length, max: SERVICES_MAX })}</p>
      {summary && (
        <p className="field__error" role="alert">
          {summary}
        </p>
      )}
      <ol className={styles.chosen}>
        {value.map((service, index) => (
          <li key={service.serviceId ?? `custom-${index}`}>
            {service.serviceId ? (
              <p className={styles.title}>{service.title}</p>
            ) : (
              <TextField
                label={t('serviceTitle')}
                value={service.title}
                maxLength={SERVICE_TITLE_MAX_LENGTH}
                onChange={(event) => update(index, { title: event.target.value })}
                error={errorAt(`services.${index}.title`)}
              />
            )}
            <TextAreaField
              label={t('serviceDescription', { title: service.title || t('customService') })}
              rows={3}
              value={service.description ?? ''}
              maxLength={SERVICE_DESCRIPTION_MAX_LENGTH}
              count={(service.description ?? '').trim().length}
              limit={SERVICE_DESCRIPTION_MAX_LENGTH}
              onChange={(event) => update(index, { description: event.target.value })}
              error={errorAt(`services.${index}.description`)}
            />
            <button
              type="button"
              className="button button--ghost"
              onClick={() => onChange(value.filter((_, i) => i !== index))}
            >
              {t('removeService')}
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="button button--secondary"
        disabled={full}
        onClick={() => onChange([...value, { title: '', description: '' }])}
      >
        {t('addCustomService')}
      </button>
      <TextField label={t('searchServices')} value={filter} onChange={(event) => setFilter(event.target.value)} />
      <ul className={styles.catalogue} data-testid="services-catalogue">
        {shown.map((service) => (
          <li key={service.id}>
            <label>
              <input
                type="checkbox"
                checked={chosen.has(service.id)}
                disabled={full && !chosen.has(service.id)}
                onChange={(event) => toggle(service, event.target.checked)}
              />
              <span>{service.name}</span>
              <span className={styles.category}>{service.category}</span>
              {service.demand === 'High' && <span className={`badge ${styles.demand}`}>{t('highDemand')}</span>}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}
