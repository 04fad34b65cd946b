'use client'

import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js'
// The pure entry point loads Stripe.js only when loadStripe is called: never in test mode.
import { loadStripe } from '@stripe/stripe-js/pure'
import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import type { RegisterCardForm } from './cardForm'
import shared from './booking.module.css'
import styles from './StripeCardForm.module.css'

type StripeInstance = Awaited<ReturnType<typeof loadStripe>>

// One Stripe.js per key for the page's lifetime, as Stripe recommends.
const loaded = new Map<string, Promise<StripeInstance>>()

function stripeFor(publishableKey: string): Promise<StripeInstance> {
  let stripe = loaded.get(publishableKey)
  if (!stripe) {
    stripe = loadStripe(publishableKey).catch(() => null)
    loaded.set(publishableKey, stripe)
  }
  return stripe
}

type Props = { publishableKey: string; register: RegisterCardForm }

/** Stripe's card field (Elements); the payment is confirmed with the order's client secret. */
export default function StripeCardForm({ publishableKey, register }: Props) {
  const t = useTranslations('bookingPage.payment')
  const locale = useLocale() === 'de' ? 'de' : 'en'
  const [stripe] = useState(() => stripeFor(publishableKey))
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    void stripe.then((instance) => setFailed(instance === null))
  }, [stripe])

  if (failed) {
    return (
      <p className="field__error" role="alert">
        {t('keyFailed')}
      </p>
    )
  }
  return (
    <Elements stripe={stripe} options={{ locale }}>
      <CardFields register={register} />
    </Elements>
  )
}

function CardFields({ register }: { register: RegisterCardForm }) {
  const t = useTranslations('bookingPage.payment')
  const stripe = useStripe()
  const elements = useElements()
  const [complete, setComplete] = useState(false)
  const [error, setError] = useState<string>()

  useEffect(() => {
    register({
      check: () => {
        if (!complete) setError((current) => current ?? t('cardIncomplete'))
        return complete
      },
      confirm: async (clientSecret) => {
        const card = elements?.getElement(CardElement)
        if (!stripe || !card) return { ok: false, message: t('notInitialized', { provider: 'Stripe' }) }
        const result = await stripe.confirmCardPayment(clientSecret, { payment_method: { card } })
        if (result.error) return { ok: false, message: result.error.message ?? t('confirmFailed') }
        return { ok: true }
      },
    })
    return () => register(null)
  }, [register, stripe, elements, complete, t])

  return (
    <fieldset className={shared.box}>
      <legend>{t('card')}</legend>
      <div className={styles.stripe}>
        {stripe ? (
          <CardElement
            options={{ hidePostalCode: true }}
            onChange={(event: { complete: boolean; error?: { message: string } }) => {
              setComplete(event.complete)
              setError(event.error?.message)
            }}
          />
        ) : (
          <p role="status">{t('stripeLoading')}</p>
        )}
      </div>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  )
}
