'use client'

import { useQueryClient } from '@tanstack/react-query'
import { useTranslations } from 'next-intl'
import { useCallback } from 'react'

import { useToast } from '../ui/Toasts.client'
import { postSessionAction, sessionsKey, type SessionActionPath } from './sessionsApi'
import type { SessionSide } from '@/domain/sessions/sessionRowActions'
import type { ApiResult } from '../auth/api'
import type { ActionAnswer } from './sessionsApi'

type Run = (
  path: SessionActionPath,
  consultationId: number,
  body: Record<string, unknown>,
  success: string,
) => Promise<ApiResult<ActionAnswer>>

const CANCELS: readonly SessionActionPath[] = ['consultant/cancel', 'user/cancel']

/**
 * Sends an action, toasts the §8 success text or the server's message (else the §8 fallback), then
 * refreshes the lists: the shown one, and after an acceptance the confirmed sessions as well.
 */
export function useSessionAction(side: SessionSide, userId: number): Run {
  const queryClient = useQueryClient()
  const toast = useToast()
  const t = useTranslations('sessionActions')
  return useCallback<Run>(
    async (path, consultationId, body, success) => {
      const answer = await postSessionAction(path, side, userId, consultationId, body)
      if (!answer.ok) {
        toast.error(answer.message ?? t(CANCELS.includes(path) ? 'cancelFailed' : 'actionFailed'))
        return answer
      }
      toast.success(success)
      // Active lists refetch now; the other tabs of this side are marked stale for their next showing.
      await queryClient.invalidateQueries({ queryKey: ['sessions', side] })
      if (path === 'consultant/confirm') {
        await queryClient.refetchQueries({ queryKey: sessionsKey(side, 'UPCOMING_CONFIRMED'), type: 'all' })
      }
      return answer
    },
    [queryClient, side, t, toast, userId],
  )
}
