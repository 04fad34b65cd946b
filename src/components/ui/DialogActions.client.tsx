'use client'

import { useTranslations } from 'next-intl'

type Props = { onCancel: () => void; submitLabel?: string; busy?: boolean }

/** Cancel and the submit button at the foot of a dialog's form. */
export function DialogActions({ onCancel, submitLabel, busy = false }: Props) {
  const common = useTranslations('common')
  return (
    <div className="dialog__actions">
      <button type="button" className="button button--secondary" onClick={onCancel} disabled={busy}>
        {common('cancel')}
      </button>
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
        {submitLabel ?? common('save')}
      </button>
    </div>
  )
}
