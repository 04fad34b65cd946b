import config from '@payload-config'
import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import { getLocale, getTranslations } from 'next-intl/server'
import { getPayload } from 'payload'

import styles from './page.module.css'
import { landingForUser } from '../../(auth)/redirectSignedIn'
import shared from '@/components/application/application.module.css'
import { ApplicationProgress } from '@/components/application/ApplicationProgress'
import { ApplicationStepForm } from '@/components/application/ApplicationStepForm'
import { ReviewRequest } from '@/components/application/ReviewRequest'
import { applicationResumePath, applicationStepBySlug, canOpenApplicationStep } from '@/domain/navigation'
import { resolveLocale } from '@/domain/locale'
import { getCurrentUser } from '@/server/auth/currentUser'
import { loadApplication } from '@/server/consultants/loadApplication'
import { applicationStepData } from '@/server/consultants/pageData'
import { ClientMessages } from '@/i18n/ClientMessages'

type Props = { params: Promise<{ step: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const step = applicationStepBySlug((await params).step)
  if (!step) return {}
  return { title: (await getTranslations('onboarding'))(`steps.${step.key}.title`) }
}

/** One screen of the consultant application stepper (spec §2 "Consultant application"). */
export default async function ApplicationStepPage({ params }: Props) {
  const step = applicationStepBySlug((await params).step)
  if (!step) notFound()
  const user = await getCurrentUser()
  if (!user) redirect(`/sign-in?redirect=${encodeURIComponent(step.path)}`)
  if (user.role !== 'CONSULTANT') redirect(landingForUser(user))
  if (!canOpenApplicationStep(user.profileStatus, step.number)) {
    redirect(applicationResumePath(user.profileStatus) ?? landingForUser(user))
  }
  const payload = await getPayload({ config })
  const locale = resolveLocale(await getLocale(), null)
  const [state, data] = await Promise.all([
    loadApplication(payload, user.id),
    applicationStepData(payload, step.key, user.id, locale),
  ])
  const t = await getTranslations('application')
  const onboarding = await getTranslations('onboarding')

  return (
    <ClientMessages namespaces={['application', 'auth', 'common', 'consents', 'uploads', 'validation']}>
      <section className={`container ${shared.page}`}>
        <ApplicationProgress current={step.number} />
        <h1>{onboarding(`steps.${step.key}.title`)}</h1>
        <p className={shared.lead}>{onboarding(`steps.${step.key}.text`)}</p>
        <ReviewRequest reason={state.review.reason} step={state.review.step} />
        <p className={styles.saved}>{t('progressSaved')}</p>
        <ApplicationStepForm data={data} state={state} locale={locale} />
      </section>
    </ClientMessages>
  )
}
