'use client'

import { useRouter } from 'next/navigation'
import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import { paymentPath } from './bookingPaths'
import { clearNotice, peekNotice, saveDraft } from './bookingStorage'
import { LoginDialog } from './LoginDialog.client'
import { ServicePicker } from './ServicePicker.client'
import { SessionTypePicker } from './SessionTypePicker.client'
import { instantLabels } from './timeLabels'
import { TimezoneNote } from './TimezoneNote.client'
import type { BookingConsultant, BookingViewer } from './types'
import { useCalendarChoice } from './useCalendarChoice'
import { useFreeWeek, useNextFreeWeek } from './useFreeSlots'
import { useSlotFit } from './useSlotFit'
import { WeekCalendar } from './WeekCalendar.client'
import { callApi } from '../auth/api'
import { useToast } from '../ui/Toasts.client'
import type { SessionType } from '@/domain/scheduling'
import shared from './booking.module.css'
import styles from './CalendarBody.module.css'

type Props = {
  consultant: BookingConsultant
  viewer: BookingViewer
  initialSlot: string | null
  initialSessionType: SessionType | null
}

/** Session type, services and a start time; Continue checks the slot and goes on to payment (or login). */
export function CalendarBody({ consultant, viewer, initialSlot, initialSessionType }: Props) {
  const t = useTranslations('bookingPage')
  const locale = useLocale()
  const router = useRouter()
  const toast = useToast()
  const choice = useCalendarChoice({ consultant, viewer, slot: initialSlot, sessionType: initialSessionType })
  const { zone, monday, days, sessionType, serviceIds } = choice
  const week = useFreeWeek(consultant.userId, monday, zone, sessionType)
  const emptyWeek = week.isSuccess && days.every((day) => (week.data.days[day] ?? []).length === 0)
  const nextFree = useNextFreeWeek(consultant.userId, monday, zone, sessionType, emptyWeek)
  const fit = useSlotFit(choice.picked, week.data, days, sessionType)
  const selectedSlot = fit.slot
  const [notice, setNotice] = useState<string | null>(() => peekNotice())
  const [busy, setBusy] = useState(false)
  const [loginTarget, setLoginTarget] = useState<string | null>(null)
  const cannotBook = viewer.signedIn && viewer.role !== 'USER'
  const picked = selectedSlot ? instantLabels(selectedSlot, zone, locale) : null

  useEffect(() => clearNotice(), [])

  // The URL makes the choice shareable; the draft carries it through login and payment.
  useEffect(() => {
    const query = new URLSearchParams(window.location.search)
    query.set('sessionType', sessionType)
    if (selectedSlot) query.set('selectedSlot', selectedSlot)
    else query.delete('selectedSlot')
    window.history.replaceState(window.history.state, '', `${window.location.pathname}?${query}`)
    saveDraft(consultant.userId, { sessionType, selectedSlot, serviceIds, timezone: zone })
  }, [consultant.userId, sessionType, selectedSlot, serviceIds, zone])

  async function onContinue() {
    if (!selectedSlot) return
    setBusy(true)
    setNotice(null)
    const body = { consultantId: consultant.userId, slots: [selectedSlot], sessionType, userTimezone: zone }
    const check = await callApi<{ available: boolean }>('/api/availability/check', body)
    if (!check.ok || !check.data.available) {
      setBusy(false)
      if (!check.ok) return toast.error(check.message ?? t('checkFailed'))
      choice.setPicked(null)
      setNotice(t('slotGone'))
      return void week.refetch()
    }
    const billingCountry = choice.draft.billingCountry
    const target = paymentPath(consultant, { selectedSlot, sessionType, serviceIds, billingCountry })
    if (!viewer.signedIn) {
      setBusy(false)
      return setLoginTarget(target)
    }
    router.push(target)
  }

  return (
    <div className={shared.stack}>
      {notice && (
        <p className={shared.notice} role="alert">
          {notice}
        </p>
      )}
      <SessionTypePicker pricing={consultant.pricing} value={sessionType} onChange={choice.setSessionType} />
      <ServicePicker services={consultant.services} value={serviceIds} onChange={choice.setServiceIds} />
      <TimezoneNote zone={week.data?.timezone ?? zone} onChange={choice.changeZone} />
      <WeekCalendar
        days={days}
        free={week.data}
        status={week.status}
        onRetry={() => void week.refetch()}
        selectedSlot={selectedSlot}
        onSelect={choice.setPicked}
        canGoBack={monday > choice.thisMonday}
        onWeek={choice.moveWeek}
        nextFreeDay={nextFree.data}
        onJump={choice.showWeekOf}
      />
      {fit.note && (
        <p className={styles.fit} role="status">
          {fit.note === 'movedBack' && picked ? t('movedBack', { time: picked.time }) : t('selectionGone')}
        </p>
      )}
      <div className={styles.continue}>
        <p aria-live="polite">{picked ? t('selected', picked) : t('nothingSelected')}</p>
        {cannotBook && <p className="field__hint">{t('consultantCannotBook')}</p>}
        <button
          type="button"
          className="button button--primary button--large"
          disabled={!selectedSlot || busy || cannotBook || week.isFetching}
          aria-busy={busy}
          onClick={() => void onContinue()}
        >
          {busy ? t('checking') : t('continue')}
        </button>
      </div>
      <LoginDialog target={loginTarget} onClose={() => setLoginTarget(null)} />
    </div>
  )
}
