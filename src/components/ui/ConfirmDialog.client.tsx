'use client'

import { useTranslations } from 'next-intl'
import { useState, type ReactNode } from 'react'

import { Modal } from './Modal.client'

type ConfirmProps = {
  open: boolean
  title: string
  children: ReactNode
  confirmLabel: string
  /** The button that leaves everything as it was; "Cancel" by default. */
  dismissLabel?: string
  onConfirm: () => Promise<void> | void
  onCancel: () => void
}

/** Asks before something that cannot simply be undone (deleting, submitting). */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  dismissLabel,
  onConfirm,
  onCancel,
}: ConfirmProps) {
  const t = useTranslations('common')
  const [busy, setBusy] = useState(false)
  async function confirm() {
    setBusy(true)
    try {
      await onConfirm()
    } finally {
      setBusy(false)
    }
  }
  return (
    <Modal open={open} onClose={onCancel} title={title} closeLabel={t('close')}>
      <div className="dialog__body">{children}</div>
      <div className="dialog__actions">
        <button type="button" className="button button--secondary" onClick={onCancel} disabled={busy}>
          {dismissLabel ?? t('cancel')}
        </button>
        <button type="button" className="button button--primary" onClick={confirm} disabled={busy} autoFocus>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  )
}
