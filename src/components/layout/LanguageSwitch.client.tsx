'use client'

import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useTransition } from 'react'

import { LOCALES, type Locale } from '@/domain/locale'
import { setLocale } from '@/i18n/setLocale'

import styles from './LanguageSwitch.module.css'

export function LanguageSwitch({ current }: { current: string }) {
  const t = useTranslations('languageSwitch')
  const router = useRouter()
  const [pending, startTransition] = useTransition()

  const choose = (locale: Locale) =>
    startTransition(async () => {
      await setLocale(locale)
      router.refresh()
    })

  return (
    <div className={styles.switch} role="group" aria-label={t('label')} aria-busy={pending}>
      {LOCALES.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          className={styles.option}
          aria-pressed={locale === current}
          aria-label={t('switchTo', { language: t(locale) })}
          disabled={pending}
          onClick={() => locale !== current && choose(locale)}
        >
          {locale.toUpperCase()}
        </button>
      ))}
    </div>
  )
}
