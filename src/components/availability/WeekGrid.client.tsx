'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'

import { DayHeader } from './DayHeader.client'
import { slotClass } from './slotClass'
import styles from './WeekGrid.module.css'
import type { GridDay, SlotState } from './weekModel'
import { GRID_TIMES } from '@/domain/scheduling'

const SLOT_LABELS = {
  open: 'slot',
  closed: 'slot',
  skipped: 'slot',
  booked: 'slotBooked',
  past: 'slotPast',
  timeOff: 'slotTimeOff',
} as const satisfies Record<SlotState, string>

type Props = {
  days: GridDay[]
  /** The row shown at the top when the grid opens (later changes never move it). */
  openAtRow: number
  onToggle: (date: string, time: string) => void
  onCopyDay: (date: string) => void
  onClearDay: (date: string) => void
}

const LAST_ROW = GRID_TIMES.length - 1
// Office hours are what most people look for first.
const FIRST_FOCUS = { column: 0, row: GRID_TIMES.indexOf('09:00') }

const MOVES: Record<string, (at: { column: number; row: number }) => { column: number; row: number }> = {
  ArrowUp: ({ column, row }) => ({ column, row: Math.max(0, row - 1) }),
  ArrowDown: ({ column, row }) => ({ column, row: Math.min(LAST_ROW, row + 1) }),
  ArrowLeft: ({ column, row }) => ({ column: Math.max(0, column - 1), row }),
  ArrowRight: ({ column, row }) => ({ column: Math.min(6, column + 1), row }),
  Home: ({ row }) => ({ column: 0, row }),
  End: ({ row }) => ({ column: 6, row }),
  PageUp: ({ column }) => ({ column, row: 0 }),
  PageDown: ({ column }) => ({ column, row: LAST_ROW }),
}

/**
 * The week as a table of 30-minute toggle buttons (aria-pressed). One button is in the tab order and the
 * arrow keys move between them, so the 336 slots cost a keyboard user one Tab stop.
 */
export function WeekGrid({ days, openAtRow, onToggle, onCopyDay, onClearDay }: Props) {
  const t = useTranslations('availabilityEditor')
  const table = useRef<HTMLTableElement>(null)
  const scroller = useRef<HTMLDivElement>(null)
  const [focus, setFocus] = useState(FIRST_FOCUS)

  // The grid opens at the consultant's hours, not at midnight; later changes never move it.
  useEffect(() => {
    const row = table.current?.querySelector<HTMLElement>(`[data-row="${openAtRow}"]`)
    const head = table.current?.querySelector('thead')
    if (scroller.current && row) scroller.current.scrollTop = row.offsetTop - (head?.offsetHeight ?? 0)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  function onKeyDown(event: KeyboardEvent<HTMLTableSectionElement>) {
    const move = MOVES[event.key]
    if (!move) return
    event.preventDefault()
    const next = move(focus)
    setFocus(next)
    table.current?.querySelector<HTMLButtonElement>(`[data-cell="${next.column}-${next.row}"]`)?.focus()
  }

  return (
    <div ref={scroller} className={styles.scroller} data-testid="availability-grid-scroller">
      <table ref={table} className={styles.grid}>
        <caption className="visually-hidden">{t('gridCaption')}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.time}>
              {t('time')}
            </th>
            {days.map((day) => (
              <DayHeader key={day.date} day={day} onCopy={onCopyDay} onClear={onClearDay} />
            ))}
          </tr>
        </thead>
        <tbody onKeyDown={onKeyDown}>
          {GRID_TIMES.map((time, row) => (
            <tr key={time} data-row={row}>
              <th scope="row" className={styles.time}>
                {time}
              </th>
              {days.map((day, column) => {
                const state = day.states[row] ?? 'skipped'
                const inert = state !== 'open' && state !== 'closed'
                const label = t(SLOT_LABELS[state], { day: day.label, time })
                return (
                  <td key={day.date}>
                    <button
                      type="button"
                      className={slotClass(state)}
                      data-cell={`${column}-${row}`}
                      aria-label={label}
                      aria-pressed={inert ? undefined : state === 'open'}
                      aria-disabled={inert || undefined}
                      tabIndex={focus.column === column && focus.row === row ? 0 : -1}
                      onFocus={() => setFocus({ column, row })}
                      onClick={() => !inert && onToggle(day.date, time)}
                    />
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
