'use client'

import { useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { useState, type FormEvent } from 'react'

import { LegalTextLinks } from '../content/LegalTextLinks'
import { ConfirmDialog } from '../ui/ConfirmDialog.client'
import { CheckboxField } from '../ui/fields.client'
import { StatusBadge } from '../ui/StatusBadge'
import { useToast } from '../ui/Toasts.client'
import styles from './WebinarRegistration.module.css'
import { cancelWebinarRegistration, registerForWebinar, registrationConsents } from './webinarsApi'
import type { ShownConsent } from '@/domain/consents'
import { legalTextsReferencedBy } from '@/domain/content'

type Props = {
  webinarId: number
  registration: { joinUrl: string } | null
  /** Why nobody more may register, as the page was rendered. */
  closed: 'started' | 'full' | null
  /** The terms, agreed to by registering (text beside the button). */
  terms: ShownConsent
  /** Webinar emails: an optional box, never ticked in advance. */
  emails: ShownConsent | undefined
}

/** Register for one webinar, or, once registered, join it or cancel the registration. */
export function WebinarRegistration({ webinarId, registration: initial, closed, terms, emails }: Props) {
  const t = useTranslations('webinars')
  const router = useRouter()
  const toast = useToast()
  const [registration, setRegistration] = useState(initial)
  const [emailsTicked, setEmailsTicked] = useState(false)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [confirming, setConfirming] = useState(false)
  // Registered in this view just now (201): the confirmation email is on its way.
  const [mailed, setMailed] = useState(false)

  async function register(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    setFailure(null)
    const result = await registerForWebinar(webinarId, registrationConsents(terms, emails, emailsTicked))
    setBusy(false)
    // The seats shown on the page change either way (or the webinar filled up or began meanwhile).
    router.refresh()
    if (!result.ok) return setFailure(result.message ?? t('failed'))
    setRegistration({ joinUrl: result.data.joinUrl })
    setMailed(result.status === 201)
  }

  async function cancel() {
    const result = await cancelWebinarRegistration(webinarId)
    setConfirming(false)
    // 404: it was cancelled already (another tab): the outcome the person asked for.
    if (!result.ok && result.status !== 404) return toast.error(result.message ?? t('failed'))
    setRegistration(null)
    setMailed(false)
    // Registering again asks afresh: the box is never ticked in advance.
    setEmailsTicked(false)
    toast.success(t('cancelled'))
    router.refresh()
  }

  if (registration) {
    return (
      <div className={styles.registered}>
        <p className={styles.status} role="status">
          <StatusBadge tone="good">{t('registered')}</StatusBadge>
          {mailed && <span className={styles.mailed}>{t('mailed')}</span>}
        </p>
        <div className={styles.actions}>
          <a className="button button--primary" href={registration.joinUrl} target="_blank" rel="noopener noreferrer">
            {t('join')}
            <span className="visually-hidden"> ({t('joinHint')})</span>
          </a>
          {closed !== 'started' && (
            <button type="button" className="button button--secondary" onClick={() => setConfirming(true)}>
              {t('cancel')}
            </button>
          )}
        </div>
        <ConfirmDialog
          open={confirming}
          title={t('cancelTitle')}
          confirmLabel={t('cancel')}
          dismissLabel={t('cancelKeep')}
          onConfirm={cancel}
          onCancel={() => setConfirming(false)}
        >
          <p>{t('cancelText')}</p>
        </ConfirmDialog>
      </div>
    )
  }

  const alert = failure && (
    <p className="auth-form__failure" role="alert">
      {failure}
    </p>
  )
  if (closed) {
    return (
      <div className={styles.form}>
        {alert}
        <p className={styles.closed}>{t(closed === 'full' ? 'fullNote' : 'startedNote')}</p>
      </div>
    )
  }
  return (
    <form className={styles.form} onSubmit={register} noValidate>
      {alert}
      {emails && (
        <CheckboxField
          label={emails.text}
          checked={emailsTicked}
          onChange={(event) => setEmailsTicked(event.target.checked)}
        />
      )}
      <div className={styles.submit}>
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
          {busy ? t('registering') : t('register')}
        </button>
        <div className={styles.terms}>
          <p>{terms.text}</p>
          <LegalTextLinks lead={t('readLegal')} kinds={legalTextsReferencedBy(terms.consentType)} />
        </div>
      </div>
    </form>
  )
}
