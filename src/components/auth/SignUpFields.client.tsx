'use client'

import Link from 'next/link'
import { useTranslations } from 'next-intl'
import { useEffect } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'

import { CheckboxField, TextField } from '../ui/fields.client'
import styles from './SignUpFields.module.css'
import { usableTimeZone } from '@/domain/time'

type Field = { register: UseFormRegisterReturn; error?: string }

/** First and last name, asked of consultees only. */
export function ConsulteeNameFields({ firstName, lastName }: { firstName: Field; lastName: Field }) {
  const t = useTranslations('auth.signUp')
  return (
    <div className={styles.row}>
      <TextField label={t('firstName')} autoComplete="given-name" {...firstName.register} error={firstName.error} />
      <TextField label={t('lastName')} autoComplete="family-name" {...lastName.register} error={lastName.error} />
    </div>
  )
}

/** The terms box (required) and the marketing box (optional, never pre-ticked). */
export function SignUpBoxes({ agreeToTerms, marketing }: { agreeToTerms: Field; marketing: Field }) {
  const t = useTranslations('auth.signUp')
  return (
    <>
      <CheckboxField
        label={t.rich('agreeToTerms', {
          terms: (chunks) => <Link href="/terms-of-use">{chunks}</Link>,
          privacy: (chunks) => <Link href="/privacy-policy">{chunks}</Link>,
        })}
        {...agreeToTerms.register}
        error={agreeToTerms.error}
      />
      <CheckboxField label={t('marketing')} {...marketing.register} />
    </>
  )
}

/** The browser knows the person's zone, the server does not: set it once the page runs. */
export function useDetectedTimezone(enabled: boolean, setTimezone: (zone: string) => void): void {
  useEffect(() => {
    if (enabled) setTimezone(usableTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone, new Date()))
  }, [enabled, setTimezone])
}
