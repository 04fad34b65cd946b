'use client'

import { useLocale, useTranslations } from 'next-intl'

import { useCountryOptions } from '../application/useCountryOptions'
import { CheckboxField } from '../ui/fields.client'
import { SelectField } from '../ui/choiceFields.client'
import shared from './booking.module.css'

type Props = {
  country: string
  onCountry: (country: string) => void
  isB2B: boolean
  onB2B: (isB2B: boolean) => void
  disabled: boolean
}

/** Billing country and the business-customer box: together they decide the VAT. */
export function BillingFields({ country, onCountry, isB2B, onB2B, disabled }: Props) {
  const t = useTranslations('bookingPage.payment')
  const countries = useCountryOptions(useLocale())
  return (
    <fieldset className={shared.box}>
      <legend>{t('billing')}</legend>
      <SelectField
        label={t('billingCountry')}
        options={countries}
        value={country}
        disabled={disabled}
        autoComplete="country"
        onChange={(event) => onCountry(event.target.value)}
      />
      <CheckboxField
        label={t('b2b')}
        checked={isB2B}
        disabled={disabled}
        onChange={(event) => onB2B(event.target.checked)}
      />
    </fieldset>
  )
}
