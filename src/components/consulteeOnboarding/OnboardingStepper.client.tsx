'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'

import shared from '../application/application.module.css'
import { useErrorAt } from '../application/useErrorAt'
import { CareerFields } from '../consultee/CareerFields.client'
import { checkCareerRequest } from '../consultee/careerErrors'
import { useConsulteeSave } from '../consultee/useConsulteeSave'
import { useToast } from '../ui/Toasts.client'
import { OnboardingProgress } from './OnboardingProgress'
import styles from './OnboardingStepper.module.css'
import type { CatalogueIndustry } from '@/domain/catalogue'
import {
  onboardingProgress,
  onboardingStepSchema,
  resumeStep,
  statusAfterStepSave,
  type OnboardingStep,
} from '@/domain/consultee'
import {
  CAREER_STEP_FIELDS,
  careerFieldOfPath,
  careerFormValuesOf,
  careerRequestOf,
  type CareerFormValues,
} from '@/domain/consultee/careerForm'
import type { OnboardingFormStatus } from '@/domain/status'

type Props = {
  status: OnboardingFormStatus
  preferences: Parameters<typeof careerFormValuesOf>[0]
  industries: CatalogueIndustry[]
  cvMaxSizeMb: number
  onStatus: (status: OnboardingFormStatus) => void
}

/** The four steps, each saved on Next; the last one finishes the onboarding (COMPLETED). */
export function OnboardingStepper({ status, preferences, industries, cvMaxSizeMb, onStatus }: Props) {
  const t = useTranslations('consulteeOnboarding')
  const toast = useToast()
  const save = useConsulteeSave()
  const [step, setStep] = useState<OnboardingStep>(() => resumeStep(status))
  const heading = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)
  const form = useForm<CareerFormValues>({ defaultValues: careerFormValuesOf(preferences) })
  const { handleSubmit, setError, formState } = form
  const errorAt = useErrorAt(formState.errors)

  useEffect(() => {
    // Move focus to the new step's title for keyboard and screen reader users (not on first render).
    if (moved.current) heading.current?.focus()
    moved.current = true
  }, [step])

  const onNext = handleSubmit(async (values) => {
    const request = careerRequestOf(values, CAREER_STEP_FIELDS[step])
    if (!checkCareerRequest(onboardingStepSchema(step), request, setError)) return
    const next = statusAfterStepSave(status, step)
    const body = { careerPreferences: request, ...(next && next !== status ? { onboardingFormStatus: next } : {}) }
    const saved = await save({ body, setError, fieldOf: careerFieldOfPath, quiet: true })
    if (!saved) return
    let reached = (saved.onboardingFormStatus ?? status) as OnboardingFormStatus
    if (step === 4 && reached === 'STEP4') {
      const finished = await save({ body: { onboardingFormStatus: 'COMPLETED' }, quiet: true })
      if (!finished) return
      reached = 'COMPLETED'
    }
    form.reset(careerFormValuesOf(saved.careerPreferences))
    onStatus(reached)
    if (step === 4) toast.success(t('finished'))
    else setStep((step + 1) as OnboardingStep)
  })

  const last = step === 4
  return (
    <div className={styles.stepper}>
      <OnboardingProgress current={step} answered={Math.min(onboardingProgress(status), 4)} />
      <form className={shared.form} onSubmit={onNext} noValidate>
        <h2 ref={heading} tabIndex={-1}>
          {t(`steps.${step}.title`)}
        </h2>
        <p className="field__hint">{t(`steps.${step}.lead`)}</p>
        <CareerFields step={step} form={form} errorAt={errorAt} industries={industries} cvMaxSizeMb={cvMaxSizeMb} />
        <p className="field__hint">{t('progressSaved')}</p>
        <div className={shared.actions}>
          {step > 1 && (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setStep((step - 1) as OnboardingStep)}
              disabled={formState.isSubmitting}
            >
              {t('back')}
            </button>
          )}
          <button
            type="submit"
            className="button button--primary"
            disabled={formState.isSubmitting}
            aria-busy={formState.isSubmitting}
          >
            {formState.isSubmitting ? t('saving') : last ? t('finish') : t('next')}
          </button>
        </div>
      </form>
    </div>
  )
}
