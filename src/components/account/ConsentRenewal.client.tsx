'use client'

import { useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { useState, type ReactNode } from 'react'

import { callApi } from '../auth/api'
import { LegalTextLinks } from '../content/LegalTextLinks'
import { LogoutButton } from '../layout/LogoutButton.client'
import { useToast } from '../ui/Toasts.client'
import styles from './ConsentRenewal.module.css'
import type { RenewalPrompt } from '@/domain/account/consentRenewal'

type Props = { prompts: RenewalPrompt[]; children: ReactNode }

/** The new versions to accept (or, for optional consents, decline) before the page itself shows. */
export function ConsentRenewal({ prompts, children }: Props) {
  const t = useTranslations('consentRenewal')
  const toast = useToast()
  const router = useRouter()
  const [decided, setDecided] = useState<string[]>([])
  const [busy, setBusy] = useState(false)
  const open = prompts.filter((prompt) => !decided.includes(`${prompt.consentType}@${prompt.version}`))
  // The legal texts the new wording links to are content pages outside this gate.
  if (open.length === 0) return children

  const decide = async (prompt: RenewalPrompt, status: 'optin' | 'optout') => {
    setBusy(true)
    const body = { consentType: prompt.consentType, status, version: prompt.version }
    const result = await callApi<{ pendingRenewals: string[] }>('/api/account/consents', body)
    setBusy(false)
    // Outdated: yet another version was published meanwhile; the refreshed page asks about that one.
    if (!result.ok && result.code !== 'CONSENT_VERSION_OUTDATED') return toast.error(result.message ?? t('failed'))
    setDecided((done) => [...done, `${prompt.consentType}@${prompt.version}`])
    router.refresh()
  }

  return (
    <section className={`container ${styles.page}`} aria-labelledby="consent-renewal-title">
      <h1 id="consent-renewal-title">{t('title')}</h1>
      <p>{t('lead')}</p>
      <ul className={styles.list}>
        {open.map((prompt) => (
          <li key={prompt.consentType} className="account-page__card consent-renewal__item">
            <h2>{t('version', { version: prompt.version })}</h2>
            <p className={styles.kind}>{t(prompt.required ? 'required' : 'optional')}</p>
            <p className={styles.text}>{prompt.text}</p>
            <LegalTextLinks lead={t('readLegal')} kinds={prompt.legalTexts} />
            <div className={styles.actions}>
              <button
                type="button"
                className="button button--primary"
                disabled={busy}
                onClick={() => decide(prompt, 'optin')}
              >
                {t('accept')}
              </button>
              {!prompt.required && (
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={busy}
                  onClick={() => decide(prompt, 'optout')}
                >
                  {t('decline')}
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
      <p>{t('logoutHint')}</p>
      <LogoutButton className="button button--secondary" />
    </section>
  )
}
