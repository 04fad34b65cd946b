'use client'

import { useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'

import { CheckboxField } from '../ui/fields.client'
import { Modal } from '../ui/Modal.client'

type Props = {
  open: boolean
  consentText: string
  /** Skip is offered until the consultee has skipped once; afterwards the dialog only closes. */
  canSkip: boolean
  busy: boolean
  onAgree: () => void
  onSkip: () => void
  onClose: () => void
}

/** The one-time CONSULTEE_B2B_DATA_CONSENT: an unticked box that must be ticked to start the questions. */
export function ConsentDialog({ open, consentText, canSkip, busy, onAgree, onSkip, onClose }: Props) {
  const t = useTranslations('consulteeOnboarding.consent')
  const common = useTranslations('common')
  const [ticked, setTicked] = useState(false)
  const [missing, setMissing] = useState(false)

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!ticked) return setMissing(true)
    onAgree()
  }

  return (
    <Modal open={open} onClose={onClose} title={t('title')} closeLabel={common('close')}>
      <form className="consent-dialog" onSubmit={submit} noValidate>
        <p>{t('lead')}</p>
        <CheckboxField
          label={consentText}
          checked={ticked}
          onChange={(event) => {
            setTicked(event.target.checked)
            setMissing(false)
          }}
          error={missing ? t('required') : undefined}
        />
        <p className="field__hint">{t('revocable')}</p>
        <div className="dialog__actions">
          <button
            type="button"
            className="button button--secondary"
            onClick={canSkip ? onSkip : onClose}
            disabled={busy}
          >
            {canSkip ? t('skip') : t('notNow')}
          </button>
          <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
            {t('agree')}
          </button>
        </div>
      </form>
    </Modal>
  )
}
