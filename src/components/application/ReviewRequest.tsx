import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

import styles from './ReviewRequest.module.css'
import { APPLICATION_STEPS } from '@/domain/navigation'

type Props = { reason: string | null; step: number | null; linkToStep?: boolean }

/** The reviewer's request for changes, until the application is submitted again. */
export async function ReviewRequest({ reason, step, linkToStep = false }: Props) {
  if (!reason) return null
  const t = await getTranslations('application.review')
  const onboarding = await getTranslations('onboarding')
  const concerned = step ? APPLICATION_STEPS[step - 1] : undefined
  return (
    <div className={styles.request} role="note" aria-labelledby="review-request-title">
      <h2 id="review-request-title">{t('title')}</h2>
      <p className={styles.reason}>{reason}</p>
      {concerned && (
        <p>
          {t('step', { step: step ?? 0, name: onboarding(`steps.${concerned.key}.title`) })}{' '}
          {linkToStep && (
            <Link href={concerned.path} className="button button--primary">
              {t('open')}
            </Link>
          )}
        </p>
      )}
      <p className={styles.hint}>{t('hint')}</p>
    </div>
  )
}
