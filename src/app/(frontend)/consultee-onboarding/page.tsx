import config from '@payload-config'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getLocale, getTranslations } from 'next-intl/server'
import { getPayload } from 'payload'

import shared from '@/components/application/application.module.css'
import { ConsulteeOnboarding, type OnboardingAction } from '@/components/consulteeOnboarding/ConsulteeOnboarding.client'
import { resolveLocale } from '@/domain/locale'
import type { OnboardingFormStatus } from '@/domain/status'
import { getCurrentUser } from '@/server/auth/currentUser'
import { consentToShow } from '@/server/consents/shownConsents'
import { loadIndustries } from '@/server/catalogue/loadCatalogue'
import { consulteeDataOf } from '@/server/consultees/consulteeData'
import { findConsulteeProfile } from '@/server/consultees/profileStore'
import { documentMaxMb } from '@/server/uploads/config'
import styles from './page.module.css'
import { ClientMessages } from '@/i18n/ClientMessages'

const ACTIONS: readonly OnboardingAction[] = ['start', 'skip', 'explore']

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('consulteeOnboarding')
  return { title: t('metaTitle'), description: t('lead') }
}

type Props = { searchParams: Promise<{ action?: string | string[] }> }

/** Job seekers: an intro about finding work with vetted employers in Germany, then four steps of questions. */
export default async function ConsulteeOnboardingPage({ searchParams }: Props) {
  const user = await getCurrentUser()
  // The page is for job seekers only: consultants (and staff accounts) do not see it.
  if (user && user.role !== 'USER') notFound()
  const action = (await searchParams).action
  const pendingAction = ACTIONS.find((known) => known === action) ?? null
  const locale = resolveLocale(await getLocale(), null)
  const payload = await getPayload({ config })
  const data = user ? consulteeDataOf(user, await findConsulteeProfile({ payload }, user.id)) : null
  const t = await getTranslations('consulteeOnboarding')
  const consent = await consentToShow(payload, 'CONSULTEE_B2B_DATA_CONSENT', locale)

  return (
    <ClientMessages
      namespaces={['auth', 'common', 'consents', 'consultee', 'consulteeOnboarding', 'uploads', 'validation']}
    >
      <section className={`container ${shared.page} consultee-onboarding`}>
        <header className={styles.intro}>
          <p className={styles.eyebrow}>{t('eyebrow')}</p>
          <h1>{t('title')}</h1>
          <p className={styles.lead}>{t('lead')}</p>
          <ul className={styles.points}>
            <li>{t('points.employers')}</li>
            <li>{t('points.questions')}</li>
            <li>{t('points.control')}</li>
          </ul>
        </header>
        <ConsulteeOnboarding
          signedIn={user !== null}
          initialStatus={(data?.onboardingFormStatus ?? null) as OnboardingFormStatus | null}
          preferences={data?.careerPreferences ?? null}
          consent={consent}
          industries={await loadIndustries(payload, locale)}
          cvMaxSizeMb={documentMaxMb()}
          pendingAction={pendingAction}
        />
      </section>
    </ClientMessages>
  )
}
