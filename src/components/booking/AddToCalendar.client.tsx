'use client'

import { useTranslations } from 'next-intl'

import { buildIcs } from '@/domain/booking/ics'
import { sessionCalendarUid } from '@/domain/booking/sessionCalendarUid'
import type { BookedConsultation } from '@/domain/booking/sessionData'

/** Downloads the session as an .ics file that any calendar app imports. */
export function AddToCalendar({ booked }: { booked: BookedConsultation }) {
  const t = useTranslations('bookingPage')

  function download() {
    const host = window.location.host
    const ics = buildIcs({
      uid: sessionCalendarUid(booked.consultationId, host),
      start: new Date(booked.startsAt),
      end: new Date(booked.endsAt),
      summary: t('success.calendarSummary', { name: booked.consultant.name }),
      description: [
        t('success.calendarDescription', { duration: t(`durations.${booked.sessionType}`) }),
        booked.services.length > 0 ? `${t('payment.services')}: ${booked.services.join(', ')}` : '',
      ]
        .filter(Boolean)
        .join('\n'),
      url: window.location.href,
      stamp: new Date(),
    })
    const link = document.createElement('a')
    link.href = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }))
    link.download = `careerbridge-session-${booked.consultationId}.ics`
    document.body.append(link)
    link.click()
    link.remove()
    // Revoked later: some browsers start the download only after the click handler returns.
    setTimeout(() => URL.revokeObjectURL(link.href), 10_000)
  }

  return (
    <button type="button" className="button button--secondary" onClick={download}>
      {t('success.addToCalendar')}
    </button>
  )
}
