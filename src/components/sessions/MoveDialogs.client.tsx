'use client'

import { RescheduleAnswerDialog, type RescheduleAnswer } from './RescheduleAnswerDialog.client'
import { RescheduleDialog } from './RescheduleDialog.client'
import { useRescheduleAction } from './useRescheduleAction'
import type { RescheduleRowAction } from '@/domain/reschedule'
import type { SessionSide } from '@/domain/sessions/sessionRowActions'
import type { SessionListItem } from '@/server/booking/sessionList'

/** A row's reschedule button, or the answer dialog a link in an email opens with every answer the viewer has. */
export type MoveDialogAction = RescheduleRowAction | 'answerMove'

export const isMoveDialogAction = (action: string): action is MoveDialogAction =>
  ['reschedule', 'acceptMove', 'declineMove', 'withdrawMove', 'answerMove'].includes(action)

const ROW_ANSWERS = { acceptMove: 'accept', declineMove: 'decline', withdrawMove: 'withdraw' } as const

/** What the viewer may answer to the session's open proposal now (its withdrawal for the proposer). */
export function answersOf(item: SessionListItem): RescheduleAnswer[] {
  const allowed = item.reschedule.actions
  return (['accept', 'decline', 'withdraw'] as const).filter((answer) => allowed[answer])
}

type Props = {
  action: MoveDialogAction
  item: SessionListItem
  side: SessionSide
  timeZone: string
  onClose: () => void
}

/** The dialog of a reschedule action, wired to its endpoint and the toasts. */
export function MoveDialogs({ action, item, side, timeZone, onClose }: Props) {
  const run = useRescheduleAction(side)
  const id = item.consultationId
  if (action === 'reschedule') {
    return (
      <RescheduleDialog
        item={item}
        timeZone={timeZone}
        onClose={onClose}
        onPropose={(startsAt) => run('propose', id, startsAt)}
      />
    )
  }
  return (
    <RescheduleAnswerDialog
      item={item}
      side={side}
      timeZone={timeZone}
      answers={action === 'answerMove' ? answersOf(item) : [ROW_ANSWERS[action]]}
      onClose={onClose}
      onAnswer={(answer) => run(answer, id)}
    />
  )
}
