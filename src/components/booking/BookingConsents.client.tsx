'use client'

import { useLocale, useTranslations } from 'next-intl'

import { bookingConsentTypes } from './bookingApi'
import { CheckboxField } from '../ui/fields.client'
import { consentDefinition, consentText, currentConsentVersion } from '@/domain/consents'
import { resolveLocale } from '@/domain/locale'

type Props = {
  paid: boolean
  checked: boolean
  onChange: (checked: boolean) => void
  error?: string
}

/** The id of the waiver box, so the form can move the focus to it. */
export const WAIVER_ID = 'booking-withdrawal-waiver'

/**
 * The booking's consents in the wording of their current version: the terms accepted by booking (and by
 * paying) as text, the withdrawal-period waiver as a box that is never ticked in advance.
 */
export function BookingConsents({ paid, checked, onChange, error }: Props) {
  const t = useTranslations('bookingPage.payment')
  const locale = resolveLocale(useLocale(), null)
  return (
    <fieldset className="booking-consents">
      <legend>{t('consents')}</legend>
      {bookingConsentTypes(paid).map((type) => {
        const text = consentText(type, currentConsentVersion(type), locale) ?? ''
        return consentDefinition(type).hasCheckbox ? (
          <CheckboxField
            key={type}
            id={WAIVER_ID}
            label={text}
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            error={error}
          />
        ) : (
          <p key={type} className="booking-consents__text">
            {text}
          </p>
        )
      })}
    </fieldset>
  )
}
