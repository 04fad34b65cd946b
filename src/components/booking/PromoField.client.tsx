'use client'

import { useTranslations } from 'next-intl'
import { useId, useState } from 'react'

import type { Quote } from './bookingApi'
import styles from './PromoField.module.css'

type Props = {
  applied: string
  onApply: (code: string) => void
  verdict: Quote['promo'] | undefined
  checking: boolean
  failed: boolean
  disabled: boolean
}

/** A promo code and the server's verdict on it (through the price quote). */
export function PromoField({ applied, onApply, verdict, checking, failed, disabled }: Props) {
  const t = useTranslations('bookingPage.payment')
  const id = useId()
  const [code, setCode] = useState(applied)
  const apply = () => onApply(code.trim().toUpperCase())
  let message: { text: string; good: boolean } | null = null
  if (applied && failed) message = { text: t('promoFailed'), good: false }
  else if (applied && verdict && !checking) {
    message = verdict.valid
      ? { text: t('promoApplied', { code: applied }), good: true }
      : { text: verdict.message ?? t('promoFailed'), good: false }
  }

  return (
    <div className={`field ${styles.promo}`}>
      <label htmlFor={id}>{t('promo')}</label>
      <div className={styles.row}>
        <input
          id={id}
          value={code}
          disabled={disabled}
          autoComplete="off"
          aria-describedby={message ? `${id}-verdict` : undefined}
          onChange={(event) => setCode(event.target.value)}
          onKeyDown={(event) => {
            // Enter applies the code; it must not submit the payment form.
            if (event.key === 'Enter') {
              event.preventDefault()
              apply()
            }
          }}
        />
        <button type="button" className="button button--secondary" disabled={disabled || checking} onClick={apply}>
          {checking && applied ? t('checkingPromo') : t('applyPromo')}
        </button>
      </div>
      {message && (
        <p
          id={`${id}-verdict`}
          className={message.good ? `field__hint ${styles.valid}` : 'field__error'}
          role={message.good ? 'status' : 'alert'}
        >
          {message.text}
        </p>
      )}
    </div>
  )
}
