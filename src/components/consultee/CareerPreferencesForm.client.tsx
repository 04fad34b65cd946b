'use client'

import { useTranslations } from 'next-intl'
import { useForm } from 'react-hook-form'

import shared from '../application/application.module.css'
import { EditBar } from '../application/EditBar.client'
import { useErrorAt } from '../application/useErrorAt'
import { CareerFields } from './CareerFields.client'
import { checkCareerRequest } from './careerErrors'
import { useConsulteeSave } from './useConsulteeSave'
import type { CatalogueIndustry } from '@/domain/catalogue'
import { ONBOARDING_STEPS, careerPreferencesSchema } from '@/domain/consultee'
import {
  careerFieldOfPath,
  careerFormValuesOf,
  careerRequestOf,
  type CareerFormValues,
} from '@/domain/consultee/careerForm'
import type { ConsulteeData } from '@/server/consultees/consulteeData'

type Props = { data: ConsulteeData; industries: CatalogueIndustry[]; cvMaxSizeMb: number }

/** Every answer of the job-seeker onboarding on one page, edited behind the Cancel / Save changes bar. */
export function CareerPreferencesForm({ data, industries, cvMaxSizeMb }: Props) {
  const t = useTranslations('consulteeOnboarding.steps')
  const save = useConsulteeSave()
  const form = useForm<CareerFormValues>({ defaultValues: careerFormValuesOf(data.careerPreferences) })
  const { handleSubmit, setError, formState } = form
  const errorAt = useErrorAt(formState.errors)

  const onSubmit = handleSubmit(async (values) => {
    const request = careerRequestOf(values)
    if (!checkCareerRequest(careerPreferencesSchema, request, setError)) return
    const saved = await save({ body: { careerPreferences: request }, setError, fieldOf: careerFieldOfPath })
    if (saved) form.reset(careerFormValuesOf(saved.careerPreferences))
  })

  return (
    <form className={shared.form} onSubmit={onSubmit} noValidate>
      {ONBOARDING_STEPS.map((step) => (
        <fieldset key={step} className={shared.group}>
          <legend>{t(`${step}.title`)}</legend>
          <CareerFields step={step} form={form} errorAt={errorAt} industries={industries} cvMaxSizeMb={cvMaxSizeMb} />
        </fieldset>
      ))}
      <EditBar dirty={formState.isDirty} submitting={formState.isSubmitting} onCancel={() => form.reset()} />
    </form>
  )
}
