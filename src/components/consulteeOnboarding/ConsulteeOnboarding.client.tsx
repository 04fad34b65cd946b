'use client'

import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'

import { useConsulteeSave } from '../consultee/useConsulteeSave'
import { ConsentDialog } from './ConsentDialog.client'
import styles from './ConsulteeOnboarding.module.css'
import panel from './panel.module.css'
import { OnboardingDone } from './OnboardingDone.client'
import { OnboardingStepper } from './OnboardingStepper.client'
import type { CatalogueIndustry } from '@/domain/catalogue'
import type { ShownConsent } from '@/domain/consents'
import {
  needsConsentDialog,
  onboardingFormStatusOrDefault,
  showsOnboardingForm,
  type OnboardingFormStatus,
} from '@/domain/status'
import type { ConsulteeData } from '@/server/consultees/consulteeData'

export const ONBOARDING_PATH = '/consultee-onboarding'
export type OnboardingAction = 'start' | 'skip' | 'explore'

type Props = {
  signedIn: boolean
  initialStatus: OnboardingFormStatus | null
  preferences: ConsulteeData['careerPreferences'] | null
  /** The B2B data consent in force, as the dialog shows it. */
  consent: ShownConsent
  industries: CatalogueIndustry[]
  cvMaxSizeMb: number
  /** The action a visitor chose before logging in, carried through the sign-in page. */
  pendingAction: OnboardingAction | null
}

/** The intro's three choices, the one-time consent dialog and, once consented, the four-step form. */
export function ConsulteeOnboarding(props: Props) {
  const { signedIn, initialStatus, preferences, consent, industries, cvMaxSizeMb, pendingAction } = props
  const t = useTranslations('consulteeOnboarding')
  const router = useRouter()
  const save = useConsulteeSave()
  const [status, setStatus] = useState<OnboardingFormStatus | null>(initialStatus)
  const [consenting, setConsenting] = useState(false)
  const [busy, setBusy] = useState(false)
  const [editing, setEditing] = useState(false)
  const handled = useRef(false)

  function choose(action: OnboardingAction) {
    if (!signedIn) {
      const back = `${ONBOARDING_PATH}?action=${action}`
      return router.push(`/sign-in?redirect=${encodeURIComponent(back)}`)
    }
    if (action === 'explore') return router.push('/consultants')
    if (action === 'start') return needsConsentDialog(status) ? setConsenting(true) : undefined
    if (onboardingFormStatusOrDefault(status) === 'NOT_STARTED') void skip()
  }

  useEffect(() => {
    // After logging in, the visitor's chosen action goes on once; the address loses the parameter.
    if (handled.current || !signedIn || !pendingAction) return
    handled.current = true
    router.replace(ONBOARDING_PATH, { scroll: false })
    choose(pendingAction)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once for the action carried in the address
  }, [signedIn, pendingAction])

  async function move(body: object): Promise<boolean> {
    setBusy(true)
    const saved = await save({ body, quiet: true })
    setBusy(false)
    if (saved) setStatus(saved.onboardingFormStatus as OnboardingFormStatus)
    return saved !== null
  }

  async function skip() {
    setConsenting(false)
    await move({ onboardingFormStatus: 'SKIPPED' })
  }

  async function agree() {
    const optIn = { consentType: consent.consentType, status: 'optin', version: consent.version }
    if (await move({ onboardingFormStatus: 'STARTED', consents: [optIn] })) setConsenting(false)
  }

  if (status === 'COMPLETED' && !editing) return <OnboardingDone onEdit={() => setEditing(true)} />

  if (showsOnboardingForm(status) && status) {
    return (
      <OnboardingStepper
        status={status}
        preferences={preferences ?? {}}
        industries={industries}
        cvMaxSizeMb={cvMaxSizeMb}
        onStatus={(next) => {
          setStatus(next)
          if (next === 'COMPLETED') setEditing(false)
        }}
      />
    )
  }

  const skipped = status === 'SKIPPED'
  return (
    <>
      {skipped && (
        <p className={panel.panel} role="status">
          {t('skippedNote')}
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className="button button--primary" onClick={() => choose('start')} disabled={busy}>
          {t('actions.start')}
        </button>
        {!skipped && (
          <button type="button" className="button button--secondary" onClick={() => choose('skip')} disabled={busy}>
            {t('actions.skip')}
          </button>
        )}
        <button type="button" className="button button--ghost" onClick={() => choose('explore')}>
          {t('actions.explore')}
        </button>
      </div>
      {!signedIn && <p className="field__hint">{t('loginFirst')}</p>}
      <ConsentDialog
        open={consenting}
        consentText={consent.text}
        canSkip={!skipped}
        busy={busy}
        onAgree={agree}
        onSkip={skip}
        onClose={() => setConsenting(false)}
      />
    </>
  )
}
