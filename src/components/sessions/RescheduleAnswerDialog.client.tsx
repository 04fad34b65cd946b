'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'

import { Modal } from '../ui/Modal.client'
import type { RescheduleCall } from './rescheduleApi'
import { counterpartName, sessionWhen } from './sessionLabels'
import type { SessionListItem } from '@/server/booking/sessionList'
import type { SessionSide } from '@/domain/sessions/sessionRowActions'

export type RescheduleAnswer = Exclude<RescheduleCall, 'propose'>

type Props = {
  item: SessionListItem
  side: SessionSide
  timeZone: string
  /** The answers offered, the first one focused: one picked on the row, or all the viewer may give. */
  answers: RescheduleAnswer[]
  onClose: () => void
  /** Sends the answer; the dialog closes whatever the outcome (a refusal is toasted, the list refreshed). */
  onAnswer: (answer: RescheduleAnswer) => Promise<unknown>
}

const PRIMARY: Record<RescheduleAnswer, boolean> = { accept: true, decline: false, withdraw: false }

/** The proposed new time of a session beside its current one, with the answers to it or its withdrawal. */
export function RescheduleAnswerDialog({ item, side, timeZone, answers, onClose, onAnswer }: Props) {
  const t = useTranslations('reschedule.answerDialog')
  const common = useTranslations('common')
  const locale = useLocale()
  const [busy, setBusy] = useState(false)
  const proposal = item.reschedule.proposal
  if (!proposal) return null
  const proposed = sessionWhen({ startsAt: proposal.startsAt, endsAt: proposal.endsAt }, timeZone, locale)
  const facts = { name: counterpartName(item), when: sessionWhen(item, timeZone, locale), proposed }

  async function answer(choice: RescheduleAnswer) {
    setBusy(true)
    await onAnswer(choice)
    onClose()
  }

  return (
    <Modal open onClose={onClose} title={t('title')} closeLabel={common('close')}>
      <div className="dialog__body">
        <p>{t(proposal.proposedBy === side ? 'byViewer' : 'byOther', facts)}</p>
        <p>{t('keeps')}</p>
      </div>
      <div className="dialog__actions">
        <button type="button" className="button button--secondary" onClick={onClose} disabled={busy}>
          {common('close')}
        </button>
        {[...answers].reverse().map((choice) => (
          <button
            key={choice}
            type="button"
            className={`button ${PRIMARY[choice] ? 'button--primary' : 'button--secondary'}`}
            onClick={() => void answer(choice)}
            disabled={busy}
            aria-busy={busy}
            autoFocus={choice === answers[0]}
          >
            {t(choice)}
          </button>
        ))}
      </div>
    </Modal>
  )
}
