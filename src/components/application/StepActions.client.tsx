'use client'

import Link from 'next/link'
import { useTranslations } from 'next-intl'

import shared from './application.module.css'

type Props = { previous: string; submitting: boolean; last?: boolean }

/** Back and Next (Submit on the last step) under each step of the application. */
export function StepActions({ previous, submitting, last = false }: Props) {
  const t = useTranslations('application')
  return (
    <div className={shared.actions}>
      <Link href={previous} className="button button--secondary">
        {t('back')}
      </Link>
      <button type="submit" className="button button--primary" disabled={submitting} aria-busy={submitting}>
        {submitting ? t('saving') : last ? t('submit') : t('next')}
      </button>
    </div>
  )
}
