import { getTranslations } from 'next-intl/server'

import styles from './ProfileExperience.module.css'

import type { Locale } from '@/domain/locale'
import { formatCalendarDate } from '@/domain/time'
import type { ConsultantProfile } from '@/payload-types'

/** Work history and education on the public profile, newest first as entered. */
export async function ProfileExperience({ profile, locale }: { profile: ConsultantProfile; locale: Locale }) {
  const t = await getTranslations('profile')
  const month = (value: string | null | undefined) => {
    if (!value) return ''
    if (value === 'NOW') return t('today')
    return formatCalendarDate(value, locale, 'monthYear')
  }
  return (
    <>
      <section aria-labelledby="experience">
        <h2 id="experience">{t('experience')}</h2>
        <ul className={styles.entries}>
          {(profile.workingHistory ?? []).map((job) => (
            <li key={job.id ?? `${job.organization}-${job.fromDate}`}>
              <strong>{job.title}</strong> · {job.organization}
              <span className={styles.dates}>
                {month(job.fromDate)} – {month(job.toDate)}
              </span>
              {job.description && <p>{job.description}</p>}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="education">
        <h2 id="education">{t('education')}</h2>
        <ul className={styles.entries}>
          {(profile.educationBackgrounds ?? []).map((degree) => (
            <li key={degree.id ?? `${degree.university}-${degree.fromDate}`}>
              <strong>{degree.fieldOfStudy}</strong> · {degree.university}
              <span className={styles.dates}>
                {month(degree.fromDate)} – {month(degree.toDate)}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
