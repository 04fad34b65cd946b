'use client'

import { useQuery } from '@tanstack/react-query'

import { addDays, instantsOfWallTime, type SessionType } from '@/domain/scheduling'

/** GET /api/availability/{consultantId}: free start times per day, written in `timezone`. */
export type FreeDays = { timezone: string; days: Record<string, string[]> }

type Range = { consultantId: number; startDay: string; endDay: string; zone: string; sessionType: SessionType }

async function fetchFreeDays({ consultantId, startDay, endDay, zone, sessionType }: Range): Promise<FreeDays> {
  const query = new URLSearchParams({ isPublic: 'true', startDay, endDay, userTimezone: zone, sessionType })
  const response = await fetch(`/api/availability/${consultantId}?${query}`, { cache: 'no-store' })
  if (!response.ok) throw new Error(`availability answered ${response.status}`)
  return (await response.json()) as FreeDays
}

/** The instant of a listed start; on a fall-back day a repeated wall time means its first occurrence. */
export function slotInstant(day: string, time: string, zone: string): string | null {
  return instantsOfWallTime(day, time, zone)[0]?.toISOString() ?? null
}

/** Every free start of the answer as instants. */
export function freeInstants(free: FreeDays | undefined): Date[] {
  if (!free) return []
  return Object.entries(free.days).flatMap(([day, times]) =>
    times.flatMap((time) => instantsOfWallTime(day, time, free.timezone).slice(0, 1)),
  )
}

/** The free starts of one week (Monday first) for the session type, fetched fresh each time. */
export function useFreeWeek(consultantId: number, monday: string, zone: string | null, sessionType: SessionType) {
  return useQuery({
    queryKey: ['free-slots', consultantId, monday, zone, sessionType],
    queryFn: () =>
      fetchFreeDays({ consultantId, startDay: monday, endDay: addDays(monday, 6), zone: zone ?? '', sessionType }),
    enabled: zone !== null,
  })
}

const LOOK_AHEAD_DAYS = 56

/** The Monday of the first week after `monday` with a free start, looked up only when `enabled`. */
export function useNextFreeWeek(
  consultantId: number,
  monday: string,
  zone: string | null,
  sessionType: SessionType,
  enabled: boolean,
) {
  const startDay = addDays(monday, 7)
  return useQuery({
    queryKey: ['next-free-week', consultantId, startDay, zone, sessionType],
    queryFn: async () => {
      const free = await fetchFreeDays({
        consultantId,
        startDay,
        endDay: addDays(startDay, LOOK_AHEAD_DAYS - 1),
        zone: zone ?? '',
        sessionType,
      })
      const day = Object.keys(free.days)
        .sort()
        .find((date) => (free.days[date] ?? []).length > 0)
      return day ?? null
    },
    enabled: enabled && zone !== null,
  })
}
