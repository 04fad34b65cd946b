'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'

import { Modal } from '../ui/Modal.client'
import { counterpartName, sessionWhen } from './sessionLabels'
import { resolveLocale } from '@/domain/locale'
import { formatEuro, toCents } from '@/domain/money'
import type { SessionListItem } from '@/server/booking/sessionList'

export type Decision = 'confirm' | 'decline' | 'cancel'

type Props = {
  decision: Decision
  item: SessionListItem
  timeZone: string
  onClose: () => void
  /** Sends the decision; resolves true when the server took it. */
  onDecide: () => Promise<boolean>
}

function useDecisionText(decision: Decision, item: SessionListItem, timeZone: string): string {
  const t = useTranslations('sessions')
  const locale = useLocale()
  const euro = (amount: number) => formatEuro(toCents(amount), resolveLocale(locale, null))
  const name = counterpartName(item)
  const when = sessionWhen(item, timeZone, locale)
  if (decision === 'confirm') {
    return item.price > 0
      ? t('confirmDialog.text', { name, when, price: euro(item.price) })
      : t('confirmDialog.textFree', { name, when })
  }
  if (decision === 'decline') return t('declineDialog.text', { name })
  const money = item.cancellation
  const plain = t('cancelDialog.plain', { when })
  if (!money || item.price === 0) return plain
  if (money.kind === 'release') return `${plain} ${t('cancelDialog.release')}`
  if (money.refund <= 0) return `${plain} ${t('cancelDialog.refundNone')}`
  const full = money.refund >= item.price
  return `${plain} ${t(full ? 'cancelDialog.refundFull' : 'cancelDialog.refundPart', { refund: euro(money.refund) })}`
}

/** Asks before accepting, declining or cancelling a session, and says what happens to the money. */
export function DecisionDialog({ decision, item, timeZone, onClose, onDecide }: Props) {
  const t = useTranslations('sessions')
  const common = useTranslations('common')
  const [busy, setBusy] = useState(false)
  const text = useDecisionText(decision, item, timeZone)
  async function decide() {
    setBusy(true)
    const done = await onDecide()
    setBusy(false)
    if (done) onClose()
  }
  return (
    <Modal open onClose={onClose} title={t(`${decision}Dialog.title`)} closeLabel={common('close')}>
      <div className="dialog__body">
        <p>{text}</p>
      </div>
      <div className="dialog__actions">
        <button type="button" className="button button--secondary" onClick={onClose} disabled={busy}>
          {common('close')}
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={decide}
          disabled={busy}
          aria-busy={busy}
          autoFocus
        >
          {t(`${decision}Dialog.submit`)}
        </button>
      </div>
    </Modal>
  )
}
