'use client'

import { useTranslations } from 'next-intl'
import type { UseFormRegisterReturn } from 'react-hook-form'

import shared from './application.module.css'
import { CONSULTANT_BUSINESS_TYPES } from '@/domain/schemas'

/** Kleinunternehmer or Regelunternehmer: decides whether a VAT number is needed. */
export function BusinessTypeField({ register, error }: { register: UseFormRegisterReturn; error?: string }) {
  const t = useTranslations('application.fields')
  return (
    <fieldset className={shared.group}>
      <legend>{t('businessType')}</legend>
      <p className="field__hint">{t('businessTypeHint')}</p>
      {CONSULTANT_BUSINESS_TYPES.map((type) => (
        <label key={type} className="radio">
          <input type="radio" value={type} {...register} />
          <span>
            <strong>{t(`businessTypes.${type}.title`)}</strong> {t(`businessTypes.${type}.text`)}
          </span>
        </label>
      ))}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  )
}
