'use client'

import dynamic from 'next/dynamic'
import { useLocale, useTranslations } from 'next-intl'
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react'
import { flushSync } from 'react-dom'

import { BillingFields, EMPTY_BUSINESS, type BusinessDraft } from './BillingFields.client'
import { BookingConsents, WAIVER_ID } from './BookingConsents.client'
import { loadDraft, saveDraft } from './bookingStorage'
import type { CardForm } from './cardForm'
import { PriceBreakdown } from './PriceBreakdown.client'
import { PromoField } from './PromoField.client'
import { TestCardForm } from './TestCardForm.client'
import type { BookingConsultant } from './types'
import { usePlaceBooking, type BookingChoice } from './usePlaceBooking'
import { useQuote } from './useQuote'
import { checkBusinessForm, type BusinessFormResult } from '@/domain/booking/businessBilling'
import type { ShownConsent } from '@/domain/consents'
import { formatEuro, toCents, toEuro, type MoneyLocale } from '@/domain/money'
import shared from './booking.module.css'

// Stripe's card field is fetched only in stripe mode.
const StripeCardForm = dynamic(() => import('./StripeCardForm.client'), { ssr: false })

/** Without a country from the request or the session, billing starts in Germany. */
const DEFAULT_BILLING_COUNTRY = 'DE'

type BusinessErrors = Extract<BusinessFormResult, { ok: false }>['errors']

export type PaymentProviderInfo = { provider: 'stripe' | 'test'; publishableKey: string | null }

type Props = {
  consultant: BookingConsultant
  choice: BookingChoice
  userId: number
  zone: string
  initialCountry: string | null
  provider: PaymentProviderInfo
  consents: readonly ShownConsent[]
}

/** Billing, promo code, price, consents and the card; Pay places the booking. */
export function PaymentForm({ consultant, choice, userId, zone, initialCountry, provider, consents }: Props) {
  const t = useTranslations('bookingPage.payment')
  const locale = useLocale() as MoneyLocale
  const [draft] = useState(() => loadDraft(consultant.userId))
  const [country, setCountry] = useState(initialCountry ?? draft.billingCountry ?? DEFAULT_BILLING_COUNTRY)
  const [isB2B, setIsB2B] = useState(draft.isB2B)
  const [business, setBusiness] = useState<BusinessDraft>(EMPTY_BUSINESS)
  const [businessErrors, setBusinessErrors] = useState<BusinessErrors>({})
  const [promo, setPromo] = useState(draft.promoCode)
  const [waiver, setWaiver] = useState(false)
  const [waiverError, setWaiverError] = useState<string>()
  const card = useRef<CardForm | null>(null)
  const registerCard = useCallback((form: CardForm | null) => {
    card.current = form
  }, [])
  const stripe = provider.provider === 'stripe' && provider.publishableKey ? provider.publishableKey : null
  const providerName = stripe ? 'Stripe' : t('testProvider')
  const quote = useQuote({
    consultantId: consultant.userId,
    sessionType: choice.sessionType,
    billingCountry: country,
    isB2B,
    ...(promo ? { promoCode: promo } : {}),
  })
  const booking = usePlaceBooking({ consultant, choice, userId, zone, card, providerName, consents })
  const locked = booking.pending !== null
  const total = booking.pending?.total ?? quote.data?.total ?? toEuro(consultant.pricing[choice.sessionType] ?? 0)
  const paid = total > 0

  useEffect(() => {
    saveDraft(consultant.userId, { billingCountry: country, isB2B, promoCode: promo })
  }, [consultant.userId, country, isB2B, promo])

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    const billed = checkBusinessForm(isB2B, country, business)
    // Rendered at once, so that the first field in error can take the focus.
    flushSync(() => setBusinessErrors(billed.ok ? {} : billed.errors))
    if (!billed.ok) return document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
    if (!waiver) {
      setWaiverError(t('waiverRequired'))
      return document.getElementById(WAIVER_ID)?.focus()
    }
    setWaiverError(undefined)
    const promoCode = promo && quote.data?.promo?.valid ? promo : null
    void booking.place({ paid, billingCountry: country, isB2B, business: billed.business, promoCode })
  }

  return (
    <form className={shared.stack} onSubmit={onSubmit} noValidate>
      <BillingFields
        country={country}
        onCountry={setCountry}
        isB2B={isB2B}
        onB2B={setIsB2B}
        business={business}
        onBusiness={setBusiness}
        errors={businessErrors}
        disabled={locked}
      />
      <PromoField
        applied={promo}
        onApply={setPromo}
        verdict={quote.data?.promo}
        checking={quote.isFetching}
        failed={quote.isError}
        disabled={locked}
      />
      <PriceBreakdown
        quote={quote.data}
        loading={quote.isFetching}
        failed={quote.isError}
        onRetry={() => void quote.refetch()}
      />
      {locked && (
        <p className={`${shared.notice} ${shared.noticeInfo}`} role="status">
          {t('held')}{' '}
          <button type="button" className="link-button" onClick={booking.startOver}>
            {t('startOver')}
          </button>
        </p>
      )}
      <BookingConsents
        paid={paid}
        consents={consents}
        checked={waiver}
        onChange={(checked) => {
          setWaiver(checked)
          // Ticking the box answers the error at once, not at the next Pay.
          if (checked) setWaiverError(undefined)
        }}
        error={waiverError}
      />
      {paid &&
        (stripe ? (
          <StripeCardForm publishableKey={stripe} register={registerCard} />
        ) : (
          <TestCardForm register={registerCard} />
        ))}
      {booking.failure && (
        <p className={shared.notice} role="alert">
          {booking.failure}
        </p>
      )}
      <button
        type="submit"
        className="button button--primary button--large"
        disabled={booking.busy || (quote.isFetching && !locked)}
        aria-busy={booking.busy}
      >
        {booking.busy
          ? t('processing')
          : paid
            ? t('pay', { amount: formatEuro(toCents(total), locale) })
            : t('bookFree')}
      </button>
    </form>
  )
}
