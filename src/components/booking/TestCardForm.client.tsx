'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import { confirmTestCard } from './bookingApi'
import type { RegisterCardForm } from './cardForm'
import { TextField } from '../ui/fields.client'
import { TEST_CARDS } from '@/domain/payments'
import shared from './booking.module.css'
import styles from './TestCardForm.module.css'

type Errors = { number?: string; expiry?: string; cvc?: string }

function expiryInFuture(expiry: string): boolean {
  const match = expiry.trim().match(/^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/)
  if (!match) return false
  const now = new Date()
  const year = 2000 + Number(match[2])
  return year > now.getFullYear() || (year === now.getFullYear() && Number(match[1]) >= now.getMonth() + 1)
}

/** The built-in test provider's card form (no card data leaves our own site in test mode). */
export function TestCardForm({ register }: { register: RegisterCardForm }) {
  const t = useTranslations('bookingPage.payment')
  const [number, setNumber] = useState('')
  const [expiry, setExpiry] = useState('')
  const [cvc, setCvc] = useState('')
  const [errors, setErrors] = useState<Errors>({})

  useEffect(() => {
    register({
      check: () => {
        const found: Errors = {
          number: /^\d{12,19}$/.test(number.replace(/[\s-]/g, '')) ? undefined : t('cardNumberInvalid'),
          expiry: expiryInFuture(expiry) ? undefined : t('expiryInvalid'),
          cvc: /^\d{3,4}$/.test(cvc.trim()) ? undefined : t('cvcInvalid'),
        }
        setErrors(found)
        return !found.number && !found.expiry && !found.cvc
      },
      confirm: async (clientSecret) => {
        const answer = await confirmTestCard(clientSecret, number)
        return answer.ok ? { ok: true } : { ok: false, message: answer.message ?? t('confirmFailed') }
      },
    })
    return () => register(null)
  }, [register, number, expiry, cvc, t])

  return (
    <fieldset className={shared.box}>
      <legend>{t('card')}</legend>
      <p className="field__hint">{t('testCardHint', { good: TEST_CARDS.authorises, declined: TEST_CARDS.declined })}</p>
      <TextField
        label={t('cardNumber')}
        inputMode="numeric"
        autoComplete="cc-number"
        value={number}
        onChange={(event) => setNumber(event.target.value)}
        error={errors.number}
      />
      <div className={styles.row}>
        <TextField
          label={t('expiry')}
          placeholder="MM/YY"
          autoComplete="cc-exp"
          value={expiry}
          onChange={(event) => setExpiry(event.target.value)}
          error={errors.expiry}
        />
        <TextField
          label={t('cvc')}
          inputMode="numeric"
          autoComplete="cc-csc"
          value={cvc}
          onChange={(event) => setCvc(event.target.value)}
          error={errors.cvc}
        />
      </div>
    </fieldset>
  )
}
