'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useMemo, useState } from 'react'

import { CopyDayDialog } from './CopyDayDialog.client'
import shared from './availability.module.css'
import styles from './AvailabilityEditor.module.css'
import { dateLabels } from './dateLabels'
import { EditorToolbar } from './EditorToolbar.client'
import { slotClass } from './slotClass'
import { useSaveAvailability } from './useSaveAvailability'
import { WeekGrid } from './WeekGrid.client'
import {
  firstRowInSight,
  hasAnyTimes,
  isSameAvailability,
  toggleSlot,
  toIntervals,
  weekDates,
  type BookedSpan,
} from './weekModel'
import { useWeekDays } from './useWeekDays'
import {
  addDays,
  copyDay,
  copyWeek,
  GRID_TIMES,
  localDateOf,
  repeatWeekly,
  setDay,
  weekStart,
  type Availability,
  type TimeOff,
} from '@/domain/scheduling'
import editBar from '@/components/ui/EditBar.module.css'
import type { TimeZoneOption } from '@/domain/time'

const LEGEND = [
  ['open', 'legendOpen'],
  ['closed', 'legendClosed'],
  ['booked', 'legendBooked'],
  ['timeOff', 'legendTimeOff'],
] as const

type Props = {
  consultantId: number
  initial: Availability
  /** The time off as the panel below keeps it; the grid shows those days as time off. */
  timeOff: TimeOff[]
  booked: BookedSpan[]
  /** The server's clock when the page was made, so server and browser render the same weeks. */
  nowIso: string
  timezones: Pick<TimeZoneOption, 'value' | 'label'>[]
  weeks: number
}

/** The consultant's week editor: toggle half hours, copy and repeat, then save them all at once. */
export function AvailabilityEditor({ consultantId, initial, timeOff, booked, nowIso, timezones, weeks }: Props) {
  const t = useTranslations('availabilityEditor')
  const labels = dateLabels(useLocale())
  const [availability, setAvailability] = useState(initial)
  const [saved, setSaved] = useState(initial)
  const [week, setWeek] = useState(0)
  const [copySource, setCopySource] = useState<string | null>(null)
  const [notice, setNotice] = useState('')
  const { save, saving } = useSaveAvailability(consultantId)

  const now = useMemo(() => new Date(nowIso), [nowIso])
  const intervals = useMemo(() => toIntervals(booked), [booked])
  const today = localDateOf(now, availability.timezone)
  const monday = addDays(weekStart(today), week * 7)
  const shown = useMemo(() => ({ ...availability, timeOff }), [availability, timeOff])
  const days = useWeekDays(shown, monday, intervals, now, labels.short)
  const dirty = !isSameAvailability(availability, saved, today)

  function edit(next: Availability, message = '') {
    setAvailability(next)
    setNotice(message)
  }

  const copyGroups = [
    { title: t('thisWeek'), dates: weekDates(monday) },
    { title: t('nextWeekGroup'), dates: weekDates(addDays(monday, 7)) },
  ].map(({ title, dates }) => ({
    title,
    targets: dates
      .filter((date) => date >= today && date !== copySource)
      .map((date) => ({ date, label: labels.long(date) })),
  }))

  async function onSave() {
    const stored = await save(availability, saved, today)
    if (!stored) return
    setSaved(stored)
    setAvailability(stored)
  }

  return (
    <div>
      <EditorToolbar
        timezone={availability.timezone}
        timezones={timezones}
        onTimezone={(timezone) => edit({ ...availability, timezone })}
        weekLabel={t('week', { start: labels.plain(monday), end: labels.plain(addDays(monday, 6)) })}
        canGoBack={week > 0}
        canGoForward={week < weeks - 1}
        onWeek={(step) => setWeek((current) => current + step)}
        onCopyWeek={() => edit(copyWeek(availability, monday, addDays(monday, 7)), t('copiedWeek'))}
        onRepeatWeekly={() => edit(repeatWeekly(availability, monday), t('repeated'))}
      />
      {!hasAnyTimes(availability) ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : (
        !days.some((day) => day.states.includes('open')) && <p className={styles.empty}>{t('emptyWeek')}</p>
      )}
      <ul className={styles.legend} aria-label={t('legend')}>
        {LEGEND.map(([state, key]) => (
          <li key={state}>
            <span className={`${slotClass(state)} ${styles.sample}`} aria-hidden="true" />
            {t(key)}
          </li>
        ))}
        <li>
          <span className={`badge ${shared.changed}`}>{t('changed')}</span> {t('legendChanged')}
        </li>
      </ul>
      <WeekGrid
        days={days}
        openAtRow={firstRowInSight(availability, days, GRID_TIMES)}
        onToggle={(date, time) => edit(toggleSlot(availability, date, time))}
        onCopyDay={setCopySource}
        onClearDay={(date) => edit(setDay(availability, date, []), t('clearedDay', { day: labels.long(date) }))}
      />
      <p className="visually-hidden" role="status">
        {notice}
      </p>
      <CopyDayDialog
        source={copySource ? { date: copySource, label: labels.long(copySource) } : null}
        groups={copyGroups}
        onClose={() => setCopySource(null)}
        onCopy={(targets) => {
          if (copySource) edit(copyDay(availability, copySource, targets), t('copiedDay', { count: targets.length }))
          setCopySource(null)
        }}
      />
      <div className={`${editBar.bar} ${styles.bar}${dirty ? ` ${editBar.changed}` : ''}`}>
        {dirty && <span className={styles.unsaved}>{t('unsaved')}</span>}
        <button type="button" className="button button--primary" onClick={onSave} disabled={!dirty || saving}>
          {saving ? t('saving') : t('save')}
        </button>
      </div>
    </div>
  )
}
