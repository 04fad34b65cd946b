'use client'

import Link from 'next/link'
import { useTranslations } from 'next-intl'
import { useCallback, useId, useRef, useState } from 'react'

import { useDismiss } from './useDismiss'
import styles from './CategoriesMenu.module.css'

type Option = { id: string; label: string }
type Props = { industries: Option[]; majors: Option[] }

/** Industries on the left, majors on the right; a pick opens the consultant list with that filter. */
export function CategoriesMenu({ industries, majors }: Props) {
  const t = useTranslations('header')
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const close = useCallback(() => setOpen(false), [])

  useDismiss(open, close, root, button)

  const column = (title: string, options: Option[], kind: 'industry' | 'major') => (
    <div className={styles.column}>
      <h2>{title}</h2>
      <ul>
        {options.map((option) => (
          <li key={option.id}>
            <Link
              href={`/consultants?${kind}=${encodeURIComponent(option.id)}&qt=${kind}`}
              onClick={() => setOpen(false)}
            >
              {option.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )

  return (
    <div className={styles.menu} ref={root}>
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {t('categories')}
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        {column(t('industries'), industries, 'industry')}
        {column(t('majors'), majors, 'major')}
      </div>
    </div>
  )
}
