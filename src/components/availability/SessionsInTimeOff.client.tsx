'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'

import { callApi } from '../auth/api'
import { ConfirmDialog } from '../ui/ConfirmDialog.client'
import { useToast } from '../ui/Toasts.client'
import styles from './SettingsPanels.module.css'
import { DEFAULT_LOCALE, isLocale } from '@/domain/locale'
import type { SessionInTimeOff } from '@/domain/scheduling'
import { formatTimeSpan } from '@/domain/time/timeSpan'

type Props = {
  consultantId: number
  timezone: string
  sessions: SessionInTimeOff[]
  onCancelled: (consultationId: number) => void
}

/** The sessions already booked on the consultant's time off, with the way to move or cancel each. */
export function SessionsInTimeOff({ consultantId, timezone, sessions, onCancelled }: Props) {
  const t = useTranslations('availabilityEditor')
  const locale = useLocale()
  const language = isLocale(locale) ? locale : DEFAULT_LOCALE
  const toast = useToast()
  const [cancelling, setCancelling] = useState<SessionInTimeOff | null>(null)
  if (sessions.length === 0) return null

  const when = (session: SessionInTimeOff) =>
    formatTimeSpan(new Date(session.startsAt), new Date(session.endsAt), timezone, language)

  async function cancel(session: SessionInTimeOff) {
    const result = await callApi<{ message?: string }>('/api/consultations/consultant/cancel', {
      consultationId: session.consultationId,
      consultantId,
    })
    setCancelling(null)
    if (!result.ok) return toast.error(result.message ?? t('timeOffFailed'))
    toast.success(t('sessionCancelled'))
    onCancelled(session.consultationId)
  }

  return (
    <>
      <h3 className={styles.subTitle}>{t('sessionsInTimeOff')}</h3>
      <p className="field__hint">{t('sessionsInTimeOffHint')}</p>
      <ul className={styles.sessions}>
        {sessions.map((session) => (
          <li key={session.consultationId} className={styles.row}>
            <span>{t('sessionWith', { when: when(session), name: session.consulteeName })}</span>
            <span className={styles.rowActions}>
              <a
                className="button button--secondary"
                href={`/consultant/dashboard/sessions?reschedule=${session.consultationId}`}
              >
                {t('rescheduleSession')}
              </a>
              <button type="button" className="button button--secondary" onClick={() => setCancelling(session)}>
                {t('cancelSession')}
              </button>
            </span>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={cancelling !== null}
        title={t('cancelSessionTitle')}
        confirmLabel={t('cancelSession')}
        onCancel={() => setCancelling(null)}
        onConfirm={() => (cancelling ? cancel(cancelling) : undefined)}
      >
        <p>{cancelling && t('cancelSessionConfirm', { when: when(cancelling), name: cancelling.consulteeName })}</p>
      </ConfirmDialog>
    </>
  )
}
