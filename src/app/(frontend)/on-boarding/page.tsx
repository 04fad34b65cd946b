import config from '@payload-config'
import type { Metadata } from 'next'
import Link from 'next/link'
import { redirect } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { getPayload } from 'payload'

import styles from './page.module.css'
import { landingForUser } from '../(auth)/redirectSignedIn'
import { APPLICATION_STEPS, applicationResumePath, applicationStepNumber } from '@/domain/navigation'
import { ReviewRequest } from '@/components/application/ReviewRequest'
import steps from '@/components/ui/steps.module.css'
import { getCurrentUser } from '@/server/auth/currentUser'
import { loadApplication } from '@/server/consultants/loadApplication'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('onboarding')
  return { title: t('title'), description: t('lead') }
}

/** Start and resume point of the consultant application. */
export default async function OnBoardingPage() {
  const user = await getCurrentUser()
  if (!user) redirect('/sign-in?redirect=%2Fon-boarding')
  const resume = user.role === 'CONSULTANT' ? applicationResumePath(user.profileStatus) : null
  if (!resume) redirect(landingForUser(user))
  const t = await getTranslations('onboarding')
  const step = applicationStepNumber(user.profileStatus)
  const submitted = user.profileStatus === 'APPLICATION_SUBMITTED'
  const { review } = await loadApplication(await getPayload({ config }), user.id)

  return (
    <section className={`container ${styles.page}`}>
      <h1>{submitted ? t('submittedTitle') : t('title')}</h1>
      <p className={styles.lead}>{submitted ? t('submitted') : t('lead')}</p>
      <ReviewRequest reason={review.reason} step={review.step} linkToStep />
      <ol className={`${steps.steps} ${styles.steps}`}>
        {APPLICATION_STEPS.map((item, index) => (
          <li key={item.key} className={steps.item} aria-current={index + 1 === step ? 'step' : undefined}>
            <span className={`${steps.number} ${styles.number}`} aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <h2>{t(`steps.${item.key}.title`)}</h2>
              <p>{t(`steps.${item.key}.text`)}</p>
            </div>
          </li>
        ))}
      </ol>
      {!submitted && (
        <>
          <p>{step === 0 ? t('notStarted') : t('inProgress', { step })}</p>
          <p className={styles.saved}>{t('progressSaved')}</p>
          <Link href={resume} className="button button--primary button--large">
            {step === 0 ? t('start') : t('continue')}
          </Link>
        </>
      )}
    </section>
  )
}
