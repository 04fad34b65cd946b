'use client'

import Link from 'next/link'
import { useTranslations } from 'next-intl'

import shared from '../application/application.module.css'
import panel from './panel.module.css'

/** After the last step: thanks, a way back into the answers and on to the consultants. */
export function OnboardingDone({ onEdit }: { onEdit: () => void }) {
  const t = useTranslations('consulteeOnboarding')
  return (
    <section className={panel.panel} aria-labelledby="onboarding-done-title">
      <h2 id="onboarding-done-title">{t('done.title')}</h2>
      <p>{t('done.text')}</p>
      <div className={shared.actions}>
        <button type="button" className="button button--secondary" onClick={onEdit}>
          {t('done.edit')}
        </button>
        <Link href="/consultants" className="button button--primary">
          {t('actions.explore')}
        </Link>
      </div>
    </section>
  )
}
