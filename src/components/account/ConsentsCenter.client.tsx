'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import { callApi } from '../auth/api'
import { useToast } from '../ui/Toasts.client'
import type { Locale } from '@/domain/locale'
import { formatDate } from '@/domain/time'

type ConsentRow = {
  consentType: string
  canRevoke: boolean
  status: 'optin' | 'optout' | null
  version: string | null
  givenAt: string | null
  textSnapshot: string | null
  currentVersion: string
  currentText: string | null
  needsRenewal: boolean
}
type Center = { consents: ConsentRow[] }

/** Every consent with its version, date and the text as given; withdraw, give or renew in one click. */
export function ConsentsCenter({ timeZone }: { timeZone: string }) {
  const t = useTranslations('consentsCenter')
  const locale = useLocale() as Locale
  const toast = useToast()
  const [center, setCenter] = useState<Center | null>(null)
  useEffect(() => {
    let live = true
    void callApi<Center>('/api/account/consents', undefined, 'GET').then((result) => {
      if (live && result.ok) setCenter(result.data)
    })
    return () => {
      live = false
    }
  }, [])

  const change = async (row: ConsentRow, status: 'optin' | 'optout') => {
    const body = { consentType: row.consentType, status, version: row.currentVersion }
    const result = await callApi<Center & { message: string }>('/api/account/consents', body)
    if (!result.ok) return toast.error(result.message ?? t('failed'))
    setCenter(result.data)
    toast.success(result.data.message)
  }

  if (!center) return <p>{t('loading')}</p>
  return (
    <ul className="consents-center">
      {center.consents.map((row) => (
        <li key={row.consentType} className="consents-center__item">
          <p>{row.status === 'optin' ? row.textSnapshot : row.currentText}</p>
          <p className="consents-center__meta">
            {row.status
              ? t(row.status === 'optin' ? 'given' : 'withdrawn', {
                  version: row.version ?? '',
                  date: row.givenAt ? formatDate(row.givenAt, timeZone, locale) : '',
                })
              : t('notGiven')}
          </p>
          {row.needsRenewal && (
            <button type="button" className="button button--primary" onClick={() => change(row, 'optin')}>
              {t('renew', { version: row.currentVersion })}
            </button>
          )}
          {row.status === 'optin' && row.canRevoke && !row.needsRenewal && (
            <button type="button" className="button button--secondary" onClick={() => change(row, 'optout')}>
              {t('withdraw')}
            </button>
          )}
          {row.status !== 'optin' && row.canRevoke && (
            <button type="button" className="button button--primary" onClick={() => change(row, 'optin')}>
              {t('give')}
            </button>
          )}
        </li>
      ))}
    </ul>
  )
}
