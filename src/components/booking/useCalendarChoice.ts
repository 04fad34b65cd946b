'use client'

import { useState } from 'react'

import { loadDraft } from './bookingStorage'
import { browserTimeZone } from './useBrowser'
import type { BookingConsultant, BookingViewer } from './types'
import { addDays, localDateOf, SESSION_TYPES, weekStart, type SessionType } from '@/domain/scheduling'
import { usableTimeZone } from '@/domain/time'

type Initial = {
  consultant: BookingConsultant
  viewer: BookingViewer
  slot: string | null
  sessionType: SessionType | null
}

/** The asked-for type when the consultant offers it, else 30 minutes, else the first type offered. */
function offeredType(pricing: BookingConsultant['pricing'], wanted: SessionType): SessionType {
  if (pricing[wanted] !== null) return wanted
  return pricing['30MINUTES'] !== null
    ? '30MINUTES'
    : (SESSION_TYPES.find((type) => pricing[type] !== null) ?? '30MINUTES')
}

/**
 * What the consultee has picked on the calendar. The URL wins over the browser session's draft, so a
 * shared or reloaded link shows its own slot. Runs in the browser only (the draft and the zone live there).
 */
export function useCalendarChoice({ consultant, viewer, slot, sessionType: askedType }: Initial) {
  const [initial] = useState(() => {
    const draft = loadDraft(consultant.userId)
    const now = new Date()
    const zone = usableTimeZone(draft.timezone ?? viewer.timezone ?? browserTimeZone(), now)
    const candidate = slot ?? draft.selectedSlot
    // A start that has passed (an old link) is not offered again.
    const picked = candidate && new Date(candidate) > now ? candidate : null
    const thisMonday = weekStart(localDateOf(now, zone))
    const slotMonday = picked ? weekStart(localDateOf(new Date(picked), zone)) : thisMonday
    const keys = new Set(consultant.services.map((service) => service.key))
    return {
      draft,
      zone,
      picked,
      thisMonday,
      monday: slotMonday > thisMonday ? slotMonday : thisMonday,
      sessionType: offeredType(consultant.pricing, askedType ?? draft.sessionType),
      serviceIds: draft.serviceIds.filter((key) => keys.has(key)),
    }
  })
  const [zone, setZone] = useState(initial.zone)
  const [thisMonday, setThisMonday] = useState(initial.thisMonday)
  const [monday, setMonday] = useState(initial.monday)
  const [picked, setPicked] = useState<string | null>(initial.picked)
  const [sessionType, setSessionType] = useState<SessionType>(initial.sessionType)
  const [serviceIds, setServiceIds] = useState<string[]>(initial.serviceIds)

  function changeZone(next: string) {
    const nextThisMonday = weekStart(localDateOf(new Date(), next))
    const slotMonday = picked ? weekStart(localDateOf(new Date(picked), next)) : nextThisMonday
    setZone(next)
    setThisMonday(nextThisMonday)
    setMonday(slotMonday > nextThisMonday ? slotMonday : nextThisMonday)
  }

  return {
    draft: initial.draft,
    zone,
    changeZone,
    thisMonday,
    monday,
    days: Array.from({ length: 7 }, (_, index) => addDays(monday, index)),
    moveWeek: (step: -1 | 1) => setMonday((current) => addDays(current, step * 7)),
    showWeekOf: (day: string) => setMonday(weekStart(day)),
    picked,
    setPicked,
    sessionType,
    setSessionType,
    serviceIds,
    setServiceIds,
  }
}
