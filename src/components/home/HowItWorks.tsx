import { getTranslations } from 'next-intl/server'

import home from './home.module.css'
import styles from './HowItWorks.module.css'
import steps from '@/components/ui/steps.module.css'

const tracks = [
  { audience: 'consultees', steps: 'consulteeSteps', keys: ['find', 'book', 'talk'] },
  { audience: 'consultants', steps: 'consultantSteps', keys: ['apply', 'publish', 'earn'] },
] as const

export async function HowItWorks() {
  const t = await getTranslations('home.howItWorks')
  return (
    <section className={styles.section} aria-labelledby="how-it-works-title">
      <div className="container">
        <h2 id="how-it-works-title" className={home.sectionTitle}>
          {t('title')}
        </h2>
        <div className={styles.tracks}>
          {tracks.map((track) => (
            <div key={track.audience} className={styles.track}>
              <h3>{t(track.audience)}</h3>
              <ol className={steps.steps}>
                {track.keys.map((key, index) => (
                  <li key={key} className={steps.item}>
                    <span className={steps.number} aria-hidden="true">
                      {index + 1}
                    </span>
                    <div>
                      <h4>{t(`${track.steps}.${key}.title`)}</h4>
                      <p>{t(`${track.steps}.${key}.text`)}</p>
                    </div>
                  </li>
                ))}
              </ol>
            </div>
          ))}
        </div>
      </div>
    </section>
  )
}
