import config from '@payload-config'
import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import { getLocale, getTranslations } from 'next-intl/server'
import { getPayload } from 'payload'
import type { ReactNode } from 'react'

import { loadBookingConsultant } from '../bookingConsultant'
import shared from '@/components/booking/booking.module.css'
import { calendarPath } from '@/components/booking/bookingPaths'
import { PaymentView } from '@/components/booking/PaymentView.client'
import type { BookableServiceOption } from '@/components/booking/types'
import { RequiredDetailsForm } from '@/components/consultee/RequiredDetailsForm.client'
import { readPaymentQuery } from '@/domain/booking/paymentQuery'
import { BOOKING_CONSENT_TYPES } from '@/domain/consents'
import { resolveLocale } from '@/domain/locale'
import { usableTimeZone } from '@/domain/time'
import { getCurrentUser } from '@/server/auth/currentUser'
import { consentsToShow } from '@/server/consents/shownConsents'
import { publishableInfo } from '@/server/payments'
import { ClientMessages } from '@/i18n/ClientMessages'

type Values = Record<string, string | string[] | undefined>
type Props = { params: Promise<{ id: string }>; searchParams: Promise<Values> }

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('bookingPage.payment'))('title') }
}

function queryOf(values: Values): string {
  const query = new URLSearchParams()
  for (const [name, value] of Object.entries(values)) if (typeof value === 'string') query.set(name, value)
  return query.toString()
}

/** The payment page: the booking read from the query of spec §2, then billing, price, consents and card. */
export default async function PaymentPage({ params, searchParams }: Props) {
  const [{ id }, values, user] = await Promise.all([params, searchParams, getCurrentUser()])
  if (!user)
    redirect(`/sign-in?redirect=${encodeURIComponent(`/consultant/${id}/book-session/payment?${queryOf(values)}`)}`)
  const ref = decodeURIComponent(id)
  const consultant = await loadBookingConsultant(ref)
  if (!consultant) notFound()
  const query = readPaymentQuery(values)
  if (!query.selectedSlot || consultant.pricing[query.sessionType] === null) {
    redirect(calendarPath(ref, { sessionType: query.sessionType }))
  }
  const t = await getTranslations('bookingPage')
  const page = (content: ReactNode) => (
    <ClientMessages
      namespaces={[
        'application',
        'auth',
        'bookingPage',
        'consultee',
        'consulteeProfile',
        'requiredDetails',
        'validation',
      ]}
    >
      <section className={`container ${shared.page}`}>
        <h1>{t('payment.title')}</h1>
        {content}
      </section>
    </ClientMessages>
  )
  if (user.role !== 'USER') return page(<p className={shared.notice}>{t('consultantCannotBook')}</p>)
  // A consultee who books straight after sign-up gives the details an ACTIVE account needs here, first.
  if (user.profileStatus === 'DATA_NOT_SUBMITTED') {
    return page(
      <RequiredDetailsForm
        firstName={user.firstName ?? ''}
        lastName={user.lastName ?? ''}
        lead={(await getTranslations('requiredDetails'))('beforePayment')}
      />,
    )
  }
  // Only the consultant's own services, with their own titles; the query's titles are not trusted.
  const services = query.serviceIds
    .map((key) => consultant.services.find((service) => service.key === key))
    .filter((service): service is BookableServiceOption => service !== undefined)
  const locale = resolveLocale(await getLocale(), null)
  const consents = await consentsToShow(await getPayload({ config }), BOOKING_CONSENT_TYPES, locale)
  return page(
    <PaymentView
      consultant={{
        ...consultant,
        name: consultant.name || (query.name ?? ''),
        imageUrl: consultant.imageUrl ?? query.img,
      }}
      choice={{ selectedSlot: query.selectedSlot, sessionType: query.sessionType, services }}
      userId={user.id}
      userZone={usableTimeZone(user.timezone, new Date())}
      initialCountry={query.billingCountry}
      provider={publishableInfo()}
      consents={consents}
    />,
  )
}
