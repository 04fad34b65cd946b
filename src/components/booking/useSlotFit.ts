'use client'

import { useMemo } from 'react'

import { freeInstants, type FreeDays } from './useFreeSlots'
import { fitSelection } from '@/domain/booking/fitSelection'
import { localDateOf, type SessionType } from '@/domain/scheduling'

export type SlotFit = { slot: string | null; note: 'movedBack' | 'selectionGone' | null }

/**
 * The picked start as it can be booked in the shown week: kept, moved back 30 minutes for a 60-minute
 * session, or dropped when it is not free. A start outside the shown week is kept as picked.
 */
export function useSlotFit(
  picked: string | null,
  free: FreeDays | undefined,
  days: string[],
  sessionType: SessionType,
) {
  return useMemo<SlotFit>(() => {
    if (!picked || !free || !days.includes(localDateOf(new Date(picked), free.timezone))) {
      return { slot: picked, note: null }
    }
    const fitted = fitSelection(picked, freeInstants(free), sessionType)
    if (!fitted.slot) return { slot: null, note: 'selectionGone' }
    return { slot: fitted.slot, note: fitted.moved ? 'movedBack' : null }
  }, [picked, free, days, sessionType])
}
