'use client'

import Link from 'next/link'
import { useTranslations } from 'next-intl'
import { useEffect, useId, useRef, useState } from 'react'

type Option = { id: string; label: string }
type Props = { industries: Option[]; majors: Option[] }

/** Industries on the left, majors on the right; a pick opens the consultant list with that filter. */
export function CategoriesMenu({ industries, majors }: Props) {
  const t = useTranslations('header')
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const root = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false)
    const onClick = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('mousedown', onClick)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('mousedown', onClick)
    }
  }, [open])

  const column = (title: string, options: Option[], kind: 'industry' | 'major') => (
    <div className="categories-menu__column">
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
    <div className="categories-menu" ref={root}>
      <button
        type="button"
        className="categories-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {t('categories')}
      </button>
      <div id={panelId} className="categories-menu__panel" hidden={!open}>
        {column(t('industries'), industries, 'industry')}
        {column(t('majors'), majors, 'major')}
      </div>
    </div>
  )
}
