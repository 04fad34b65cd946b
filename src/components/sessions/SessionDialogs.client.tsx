'use client'

import { useTranslations } from 'next-intl'

import { CompleteDialog } from './CompleteDialog.client'
import { DecisionDialog } from './DecisionDialog.client'
import { isMoveDialogAction, MoveDialogs, type MoveDialogAction } from './MoveDialogs.client'
import { ReviewConsultantDialog } from './ReviewConsultantDialog.client'
import { ReviewConsulteeDialog } from './ReviewConsulteeDialog.client'
import { counterpartName } from './sessionLabels'
import { useSessionAction } from './useSessionAction'
import type { SessionRowAction, SessionSide } from '@/domain/sessions/sessionRowActions'
import type { SessionListItem } from '@/server/booking/sessionList'

export type OpenDialog = { action: SessionRowAction | MoveDialogAction; item: SessionListItem }

type Props = {
  open: OpenDialog | null
  side: SessionSide
  userId: number
  timeZone: string
  onOpen: (next: OpenDialog | null) => void
}

/** The dialog of the action picked on a row, wired to its endpoint and the §8 toasts. */
export function SessionDialogs({ open, side, userId, timeZone, onOpen }: Props) {
  const done = useTranslations('sessionActions')
  const run = useSessionAction(side, userId)
  if (!open) return null
  const { action, item } = open
  const close = () => onOpen(null)
  if (isMoveDialogAction(action))
    return <MoveDialogs action={action} item={item} side={side} timeZone={timeZone} onClose={close} />
  const send = async (...args: Parameters<typeof run>) => (await run(...args)).ok
  const id = item.consultationId
  const name = counterpartName(item)

  switch (action) {
    case 'confirm':
      return (
        <DecisionDialog
          decision="confirm"
          item={item}
          timeZone={timeZone}
          onClose={close}
          onDecide={() => send('consultant/confirm', id, {}, done('accepted'))}
        />
      )
    case 'decline':
    case 'cancel': {
      const path = side === 'consultant' ? 'consultant/cancel' : 'user/cancel'
      const declining = action === 'decline'
      return (
        <DecisionDialog
          decision={action}
          item={item}
          timeZone={timeZone}
          onClose={close}
          onDecide={() => send(path, id, {}, done(declining ? 'declined' : 'cancelled'))}
        />
      )
    }
    case 'complete':
      return (
        <CompleteDialog
          onClose={close}
          onFeedback={() => onOpen({ action: 'reviewConsultant', item })}
          onComplete={(values) =>
            send(
              'user/complete',
              id,
              values,
              done(values.status === 'PAST_ISSUE_REPORTED' ? 'reported' : 'sessionConfirmed'),
            )
          }
        />
      )
    case 'reviewConsultant':
      return (
        <ReviewConsultantDialog
          name={name}
          onClose={close}
          onReview={(values) => send('user/review', id, values, done('feedback'))}
        />
      )
    case 'reviewConsultee':
      return (
        <ReviewConsulteeDialog
          name={name}
          onClose={close}
          onReview={(values) => send('consultant/review', id, values, done('feedback'))}
        />
      )
  }
}
