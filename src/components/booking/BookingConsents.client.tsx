'use client'

import { useTranslations } from 'next-intl'

import { bookingConsentTypes } from './bookingApi'
import { CheckboxField } from '../ui/fields.client'
import { consentDefinition, type ShownConsent } from '@/domain/consents'
import shared from './booking.module.css'
import styles from './BookingConsents.module.css'

type Props = {
  paid: boolean
  /** The consents in force as the server read them, in the page's language. */
  consents: readonly ShownConsent[]
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
export function BookingConsents({ paid, consents, checked, onChange, error }: Props) {
  const t = useTranslations('bookingPage.payment')
  return (
    <fieldset className={shared.box}>
      <legend>{t('consents')}</legend>
      {bookingConsentTypes(paid).map((type) => {
        const text = consents.find((consent) => consent.consentType === type)?.text ?? ''
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
          <p key={type} className={styles.text}>
            {text}
          </p>
        )
      })}
    </fieldset>
  )
}
