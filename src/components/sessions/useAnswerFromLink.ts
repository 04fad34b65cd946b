'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef } from 'react'

import { useToast } from '../ui/Toasts.client'
import { answersOf } from './MoveDialogs.client'
import type { OpenDialog } from './SessionDialogs.client'
import type { SessionListItem } from '@/server/booking/sessionList'

/**
 * Opens what a `?reschedule=<id>` link asks for, once: the answer to the proposed new time an email names,
 * or (from the time-off list) the dialog to propose one when nothing waits for an answer; else it says the
 * proposal is no longer open. The query then leaves the address, so a reload does not ask again.
 */
export function useAnswerFromLink(answering: SessionListItem | null, open: (dialog: OpenDialog) => void) {
  const t = useTranslations('reschedule')
  const toast = useToast()
  const done = useRef(false)
  useEffect(() => {
    if (done.current || !answering) return
    done.current = true
    if (answersOf(answering).length > 0) open({ action: 'answerMove', item: answering })
    else if (answering.reschedule.actions.propose) open({ action: 'reschedule', item: answering })
    else toast.error(t('NO_PROPOSAL'))
    const url = new URL(window.location.href)
    url.searchParams.delete('reschedule')
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`)
  }, [answering, open, t, toast])
}
