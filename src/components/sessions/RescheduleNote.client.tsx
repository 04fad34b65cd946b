'use client'

import { useLocale, useTranslations } from 'next-intl'

import { counterpartName, sessionWhen } from './sessionLabels'
import type { SessionSide } from '@/domain/sessions/sessionRowActions'
import type { SessionListItem } from '@/server/booking/sessionList'
import styles from './RescheduleNote.module.css'

/** A row's open proposal of a new time: when, and who answers it. */
export function RescheduleNote({
  item,
  side,
  timeZone,
}: {
  item: SessionListItem
  side: SessionSide
  timeZone: string
}) {
  const t = useTranslations('reschedule.row')
  const locale = useLocale()
  const proposal = item.reschedule.proposal
  if (!proposal) return null
  const name = counterpartName(item)
  return (
    <p className={styles.note}>
      <strong>{t('proposed', { when: sessionWhen(proposal, timeZone, locale) })}</strong>{' '}
      {t(proposal.proposedBy === side ? 'waiting' : 'proposedBy', { name })}
    </p>
  )
}
