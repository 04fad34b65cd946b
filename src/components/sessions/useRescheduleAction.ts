'use client'

import { useQueryClient } from '@tanstack/react-query'
import { useTranslations } from 'next-intl'
import { useCallback } from 'react'

import { useToast } from '../ui/Toasts.client'
import { postReschedule, type RescheduleCall } from './rescheduleApi'
import type { SessionSide } from '@/domain/sessions/sessionRowActions'

const DONE = { propose: 'proposed', accept: 'accepted', decline: 'declined', withdraw: 'withdrawn' } as const

export type RescheduleOutcome = { ok: true } | { ok: false; code: string; message: string }

/**
 * Sends a proposal, an answer or a withdrawal, toasts its outcome or the server's refusal, then refreshes
 * this side's lists; resolves the refusal so that a dialog still open can say it too.
 */
export function useRescheduleAction(side: SessionSide) {
  const queryClient = useQueryClient()
  const toast = useToast()
  const t = useTranslations('reschedule')
  const failed = useTranslations('sessionActions')
  return useCallback(
    async (call: RescheduleCall, consultationId: number, startsAt?: string): Promise<RescheduleOutcome> => {
      const answer = await postReschedule(call, consultationId, startsAt)
      // Refreshed either way: a refusal often means the list is out of date (answered or moved meanwhile).
      const refresh = queryClient.invalidateQueries({ queryKey: ['sessions', side] })
      if (!answer.ok) {
        const message = answer.message ?? failed('actionFailed')
        toast.error(message)
        await refresh
        return { ok: false, code: answer.code ?? '', message }
      }
      toast.success(t(DONE[call]))
      await refresh
      return { ok: true }
    },
    [failed, queryClient, side, t, toast],
  )
}
