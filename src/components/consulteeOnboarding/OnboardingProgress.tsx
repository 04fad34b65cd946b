import { useTranslations } from 'next-intl'

import { ONBOARDING_STEPS, type OnboardingStep } from '@/domain/consultee'

/** Which of the 4 steps is open and which are answered. */
export function OnboardingProgress({ current, answered }: { current: OnboardingStep; answered: number }) {
  const t = useTranslations('consulteeOnboarding')
  const total = ONBOARDING_STEPS.length
  return (
    <nav className="progress" aria-label={t('progressLabel')}>
      <p className="progress__count">{t('progress', { step: current, total })}</p>
      <div
        className="progress__bar"
        role="progressbar"
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={current}
        aria-valuetext={t('progress', { step: current, total })}
      >
        <span style={{ width: `${(current / total) * 100}%` }} />
      </div>
      <ol className="progress__steps">
        {ONBOARDING_STEPS.map((step) => {
          const state = step === current ? 'current' : step <= answered ? 'done' : 'todo'
          return (
            <li key={step} className={`progress__step progress__step--${state}`}>
              <span aria-current={state === 'current' ? 'step' : undefined}>
                <span className="progress__number" aria-hidden="true">
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
