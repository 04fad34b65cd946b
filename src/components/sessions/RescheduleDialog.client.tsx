'use client'

import { useQuery } from '@tanstack/react-query'
import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'

import { instantLabels, zoneLabel } from '../booking/timeLabels'
import { Modal } from '../ui/Modal.client'
import { MoveWeek } from './MoveWeek.client'
import { fetchMoveTimes, moveTimesKey } from './rescheduleApi'
import { counterpartName, sessionWhen } from './sessionLabels'
import type { RescheduleOutcome } from './useRescheduleAction'
import { moveWeekBounds } from '@/domain/reschedule'
import { addDays } from '@/domain/scheduling'
import type { SessionListItem } from '@/server/booking/sessionList'
import styles from './RescheduleDialog.module.css'

type Props = {
  item: SessionListItem
  timeZone: string
  onClose: () => void
  /** Sends the proposal; resolves the server's refusal, if any. */
  onPropose: (startsAt: string) => Promise<RescheduleOutcome>
}

/** Either side picks a free time of the week, in the viewer's zone, and proposes it as the session's new time. */
export function RescheduleDialog({ item, timeZone, onClose, onPropose }: Props) {
  const t = useTranslations('reschedule.proposeDialog')
  const common = useTranslations('common')
  const locale = useLocale()
  const id = item.consultationId
  const [bounds] = useState(() => moveWeekBounds(new Date(), timeZone))
  const [monday, setMonday] = useState(bounds.first)
  const [picked, setPicked] = useState<string | null>(null)
  const [refusal, setRefusal] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const week = useQuery({
    queryKey: moveTimesKey(id, monday, timeZone),
    queryFn: () => fetchMoveTimes(id, monday, timeZone),
    staleTime: 0,
  })
  const pickedLabels = picked ? instantLabels(picked, timeZone, locale) : null

  async function propose() {
    if (!picked) return
    setBusy(true)
    const outcome = await onPropose(picked)
    setBusy(false)
    if (outcome.ok || !outcome.code.startsWith('SLOT_')) return onClose()
    // The time was taken meanwhile: the dialog stays, says so (the toast is behind it) and shows what is free now.
    setRefusal(outcome.message)
    setPicked(null)
    void week.refetch()
  }

  return (
    <Modal open onClose={onClose} title={t('title')} closeLabel={common('close')} className={styles.dialog}>
      <div className={`dialog__body ${styles.body}`}>
        <p className={styles.text}>
          {t('text', { when: sessionWhen(item, timeZone, locale), name: counterpartName(item) })}
        </p>
        <p className={styles.zone}>{t('zone', { zone: zoneLabel(week.data?.timezone ?? timeZone) })}</p>
        <MoveWeek
          monday={monday}
          current={item.startsAt}
          times={week.data}
          status={week.status}
          onRetry={() => void week.refetch()}
          canGoBack={monday > bounds.first}
          canGoForward={monday < bounds.last}
          onWeek={(step) => setMonday((current) => addDays(current, step * 7))}
          picked={picked}
          onPick={(iso) => {
            setPicked(iso)
            setRefusal(null)
          }}
        />
        {refusal && (
          <p className={styles.refusal} role="alert">
            {refusal}
          </p>
        )}
        <p className={styles.picked} aria-live="polite">
          {pickedLabels ? t('picked', pickedLabels) : t('nothingPicked')}
        </p>
      </div>
      <div className="dialog__actions">
        <button type="button" className="button button--secondary" onClick={onClose} disabled={busy}>
          {common('cancel')}
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={() => void propose()}
          disabled={!picked || busy}
          aria-busy={busy}
        >
          {t('submit')}
        </button>
      </div>
    </Modal>
  )
}
