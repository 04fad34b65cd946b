'use client'

import { useLocale, useTranslations } from 'next-intl'

import { useCountryOptions } from '../application/useCountryOptions'
import { CheckboxField, TextField } from '../ui/fields.client'
import { SelectField } from '../ui/choiceFields.client'
import type { BusinessBilling } from '@/domain/booking/businessBilling'
import shared from './booking.module.css'
import styles from './BillingFields.module.css'

/** The business details as typed: every field a string, empty until filled. */
export type BusinessDraft = { [K in keyof BusinessBilling]-?: string }

export const EMPTY_BUSINESS: BusinessDraft = {
  company: '',
  street: '',
  addressLine2: '',
  postalCode: '',
  city: '',
  vatId: '',
}

type Props = {
  country: string
  onCountry: (country: string) => void
  isB2B: boolean
  onB2B: (isB2B: boolean) => void
  business: BusinessDraft
  onBusiness: (business: BusinessDraft) => void
  /** Messages of the "validation" namespace by field of `business`. */
  errors: Partial<Record<keyof BusinessDraft, string>>
  disabled: boolean
}

const AUTOCOMPLETE: Record<keyof BusinessDraft, string> = {
  company: 'organization',
  street: 'address-line1',
  addressLine2: 'address-line2',
  postalCode: 'postal-code',
  city: 'address-level2',
  vatId: 'off',
}

/** Billing country and the business-customer box; a business gives the company billed and its VAT ID. */
export function BillingFields(props: Props) {
  const { country, onCountry, isB2B, onB2B, business, onBusiness, errors, disabled } = props
  const t = useTranslations('bookingPage.payment')
  const tv = useTranslations('validation')
  const countries = useCountryOptions(useLocale())
  const field = (name: keyof BusinessDraft, label: string, hint?: string) => (
    <TextField
      label={label}
      value={business[name]}
      disabled={disabled}
      autoComplete={AUTOCOMPLETE[name]}
      error={errors[name] ? tv(errors[name] as Parameters<typeof tv>[0]) : undefined}
      hint={hint}
      onChange={(event) => onBusiness({ ...business, [name]: event.target.value })}
    />
  )
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
      {isB2B && (
        <div className={styles.business}>
          {field('company', t('company'))}
          {field('street', t('street'))}
          {field('addressLine2', t('addressLine2'))}
          <div className={styles.cityRow}>
            {field('postalCode', t('postalCode'))}
            {field('city', t('city'))}
          </div>
          {field('vatId', t('vatId'), t('vatIdHint'))}
        </div>
      )}
    </fieldset>
  )
}
