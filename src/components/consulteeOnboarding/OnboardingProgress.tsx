import { useTranslations } from 'next-intl'

import styles from '@/components/ui/StepProgress.module.css'
import { ONBOARDING_STEPS, type OnboardingStep } from '@/domain/consultee'

const stateClass = { done: styles.done, current: styles.current, todo: '' } as const

/** Which of the 4 steps is open and which are answered. */
export function OnboardingProgress({ current, answered }: { current: OnboardingStep; answered: number }) {
  const t = useTranslations('consulteeOnboarding')
  const total = ONBOARDING_STEPS.length
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
        {ONBOARDING_STEPS.map((step) => {
          const state = step === current ? 'current' : step <= answered ? 'done' : 'todo'
          return (
            <li key={step} className={`${styles.step} ${stateClass[state]}`.trim()}>
              <span aria-current={state === 'current' ? 'step' : undefined}>
                <span className={styles.number} aria-hidden="true">
                  {state === 'done' ? '✓' : step}
                </span>
                {t(`steps.${step}.title`)}
              </span>
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
