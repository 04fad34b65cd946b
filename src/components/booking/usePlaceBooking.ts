'use client'

import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useState, type RefObject } from 'react'

import { bookFreeConsultation, createOrder, type CreatedOrder } from './bookingApi'
import { calendarPath } from './bookingPaths'
import { clearDraft, leaveNotice, loadDraft, saveBooked, saveDraft } from './bookingStorage'
import type { CardForm } from './cardForm'
import type { BookableServiceOption, BookingConsultant } from './types'
import { useToast } from '../ui/Toasts.client'
import type { BusinessBilling } from '@/domain/booking/businessBilling'
import type { PendingOrder } from '@/domain/booking/sessionData'
import type { ShownConsent } from '@/domain/consents'
import { sessionInterval, type SessionType } from '@/domain/scheduling'

export type BookingChoice = { selectedSlot: string; sessionType: SessionType; services: BookableServiceOption[] }
type Billing = {
  paid: boolean
  billingCountry: string
  isB2B: boolean
  business: BusinessBilling | undefined
  promoCode: string | null
}
type Setup = {
  consultant: BookingConsultant
  choice: BookingChoice
  userId: number
  zone: string
  card: RefObject<CardForm | null>
  providerName: string
  /** The booking consents as the page showed them. */
  consents: readonly ShownConsent[]
}

/** Create the order, then book it free or pay it by card; a refused slot sends the consultee back to the calendar. */
export function usePlaceBooking({ consultant, choice, userId, zone, card, providerName, consents }: Setup) {
  const t = useTranslations('bookingPage.payment')
  const router = useRouter()
  const toast = useToast()
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  // An order of this slot that was created but not paid (a declined card, a reload) is paid, not re-booked.
  const [pending, setPending] = useState<PendingOrder | null>(() => {
    const stored = loadDraft(consultant.userId).pending
    return stored?.selectedSlot === choice.selectedSlot && stored.sessionType === choice.sessionType ? stored : null
  })

  function fail(message: string, title?: string) {
    setFailure(message)
    toast.error(message, title)
  }

  function succeed(consultationId: number, total: number) {
    const { start, end } = sessionInterval(new Date(choice.selectedSlot), choice.sessionType)
    saveBooked({
      consultationId,
      startsAt: start.toISOString(),
      endsAt: end.toISOString(),
      sessionType: choice.sessionType,
      services: choice.services.map((service) => service.title),
      total,
      timezone: zone,
      status: 'UPCOMING_PENDING',
      consultant: { name: consultant.name, imageUrl: consultant.imageUrl },
    })
    clearDraft()
    setDone(true)
    router.push(`/booking-success/${consultationId}`)
  }

  async function create(billing: Billing): Promise<CreatedOrder | null> {
    const answer = await createOrder(
      {
        consultantId: consultant.userId,
        sessionType: choice.sessionType,
        selectedSlot: choice.selectedSlot,
        billingCountry: billing.billingCountry,
        isB2B: billing.isB2B,
        ...(billing.business ? { business: billing.business } : {}),
        ...(billing.promoCode ? { promoCode: billing.promoCode } : {}),
        selectedServiceIds: choice.services.map((service) => service.key),
        selectedServiceTitles: choice.services.map((service) => service.title),
      },
      billing.paid,
      consents,
    )
    if (answer.ok) return answer.data
    if (answer.status === 409 && answer.code?.startsWith('SLOT_')) {
      // Someone else was quicker: back to the calendar, which loads the free times afresh.
      const message = answer.message ?? t('createFailed')
      leaveNotice(message)
      saveDraft(consultant.userId, { selectedSlot: null, pending: null })
      toast.error(message)
      router.push(calendarPath(consultant.ref, { sessionType: choice.sessionType }))
    } else {
      fail(answer.message ?? t('createFailed'), t('createFailedTitle'))
    }
    return null
  }

  async function place(billing: Billing): Promise<void> {
    setFailure(null)
    const byCard = pending !== null || billing.paid
    // The card details are checked before an order holds the slot.
    if (byCard && !card.current) return fail(t('notInitialized', { provider: providerName }))
    if (byCard && !card.current?.check()) return
    setBusy(true)
    try {
      let order = pending
      if (!order) {
        const created = await create(billing)
        if (!created) return
        if (!created.clientSecret) {
          if (created.price > 0) return fail(t('noClientSecret'))
          const booked = await bookFreeConsultation(created.consultationId, userId, consents)
          return booked.ok ? succeed(created.consultationId, 0) : fail(booked.message ?? t('freeFailed'))
        }
        order = {
          consultationId: created.consultationId,
          clientSecret: created.clientSecret,
          selectedSlot: choice.selectedSlot,
          sessionType: choice.sessionType,
          total: created.price,
        }
        setPending(order)
        saveDraft(consultant.userId, { pending: order })
      }
      if (!card.current) return fail(t('notInitialized', { provider: providerName }))
      const paid = await card.current.confirm(order.clientSecret)
      if (!paid.ok) return fail(paid.message)
      succeed(order.consultationId, order.total)
    } finally {
      setBusy(false)
    }
  }

  function startOver() {
    saveDraft(consultant.userId, { pending: null })
    router.push(calendarPath(consultant.ref, { sessionType: choice.sessionType }))
  }

  return { place, busy: busy || done, failure, pending, startOver }
}
