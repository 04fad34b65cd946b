import { getTranslations } from 'next-intl/server'

import styles from '@/components/ui/StepProgress.module.css'
import { APPLICATION_STEPS } from '@/domain/navigation'

const stateClass = { done: styles.done, current: styles.current, todo: '' } as const

/** The 4-step progress bar of the application stepper; done steps are ticked, the current one is marked. */
export async function ApplicationProgress({ current }: { current: number }) {
  const t = await getTranslations('application')
  const onboarding = await getTranslations('onboarding')
  const total = APPLICATION_STEPS.length
  return (
    <nav className={styles.progress} aria-label={t('progressLabel')}>
      <p className={styles.count}>{t('progress', { step: current, total })}</p>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={t('progressLabel')}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={current}
        aria-valuetext={t('progress', { step: current, total })}
      >
        <span style={{ width: `${(current / total) * 100}%` }} />
      </div>
      <ol className={styles.steps}>
        {APPLICATION_STEPS.map((step, index) => {
          const number = index + 1
          const state = number < current ? 'done' : number === current ? 'current' : 'todo'
          return (
            <li key={step.key} className={`${styles.step} ${stateClass[state]}`.trim()}>
              <span aria-current={state === 'current' ? 'step' : undefined}>
                <span className={styles.number} aria-hidden="true">
                  {state === 'done' ? '✓' : number}
                </span>
                {onboarding(`steps.${step.key}.title`)}
              </span>
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
