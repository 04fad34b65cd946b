'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useState, type ReactNode } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'

import shared from './application.module.css'
import { callApi } from '../auth/api'
import { ConfirmDialog } from '../ui/ConfirmDialog.client'
import { CheckboxField } from '../ui/fields.client'
import { SelectField } from '../ui/choiceFields.client'
import { useToast } from '../ui/Toasts.client'
import { BusinessTypeField } from './BusinessTypeField.client'
import { EducationEntryForm } from './EducationEntryForm.client'
import { EntriesField } from './EntriesField.client'
import { FormActions } from './FormActions.client'
import { saveTarget, type FormMode } from './formMode'
import { WorkEntryForm } from './WorkEntryForm.client'
import { useCountryOptions } from './useCountryOptions'
import { useErrorAt } from './useErrorAt'
import { useStepSave } from './useStepSave'
import { yearsOfExperienceKind, type CatalogueIndustry } from '@/domain/catalogue'
import type { Locale } from '@/domain/locale'
import { APPLICATION_SUCCESS_PATH } from '@/domain/navigation'
import {
  APPLICATION_CONSENT_BOXES,
  YEARS_OF_EXPERIENCE_OPTIONS,
  experienceRequestFromStep,
  experienceSchemaAt,
  industryChoicesOf,
  experienceStepSchemaAt,
  type EducationEntryInput,
  type ExperienceStepInput,
  type ExperienceStepValues,
  type WorkEntryInput,
} from '@/domain/schemas'
import type { ApplicationState } from '@/server/consultants/applicationState'

/** Step 4: industry and major, years of experience, jobs and degrees, business type and the three declarations. */
type Props = {
  state: ApplicationState
  locale: Locale
  industries: CatalogueIndustry[]
  mode?: FormMode
  /** The verification documents widget, shown in the stepper (uploads save on their own). */
  documents?: ReactNode
}

export function ExperienceStep({ state, locale, industries, mode = { kind: 'step' }, documents }: Props) {
  const inStepper = mode.kind === 'step'
  const t = useTranslations('application.fields')
  const entries = useTranslations('application.entries')
  const application = useTranslations('application')
  const consents = useTranslations('consents')
  const router = useRouter()
  const toast = useToast()
  const save = useStepSave()
  const countries = useCountryOptions(locale)
  const [confirming, setConfirming] = useState<ExperienceStepValues | null>(null)
  const saved = state.experience
  const form = useForm<ExperienceStepInput, unknown, ExperienceStepValues>({
    // The business type and the declarations belong to the application only.
    resolver: zodResolver(
      (inStepper
        ? experienceStepSchemaAt(new Date(), industryChoicesOf(industries))
        : experienceSchemaAt(new Date(), industryChoicesOf(industries))) as never,
    ),
    defaultValues: {
      industry: saved.industry ?? '',
      major: saved.major ?? '',
      yearsOfExperience: saved.yearsOfExperience ?? '',
      workingHistory: saved.workingHistory as WorkEntryInput[],
      educationBackgrounds: saved.educationBackgrounds as EducationEntryInput[],
      consultantBusinessType: (saved.consultantBusinessType ??
        undefined) as ExperienceStepInput['consultantBusinessType'],
    },
  })
  const { register, control, handleSubmit, setError, setValue, formState } = form
  const watched = useWatch({ control })
  const errorAt = useErrorAt(formState.errors)
  const industry = watched.industry
  const yearsLabel = (id: string) => {
    const years = yearsOfExperienceKind(id)
    if (years.kind === 'lessThanOne') return t('yearsLessThanOne')
    if (years.kind === 'fifteenPlus') return t('yearsFifteenPlus')
    return t('years', { count: years.count })
  }
  const countryName = (code: string) => countries.find((c) => c.id === code)?.label ?? code

  async function update(values: ExperienceStepValues) {
    const { industry, major, yearsOfExperience, workingHistory, educationBackgrounds } = values
    const saved = await save({
      ...saveTarget(mode, 4, 'experience'),
      body: { industry, major, yearsOfExperience, workingHistory, educationBackgrounds },
      setError,
      success: application('updated'),
    })
    if (saved) form.reset(form.getValues())
  }

  async function submit(values: ExperienceStepValues) {
    const ok = await save({
      path: '/api/consultants/application/experience',
      body: experienceRequestFromStep(values),
      setError,
      fieldOf: (path) =>
        path
          .replace(/^experience\.experiences/, 'workingHistory')
          .replace(/^experience\.education/, 'educationBackgrounds')
          .replace(/^experience\./, ''),
    })
    if (!ok) return setConfirming(null)
    const submitted = await callApi('/api/consultants/application/submit', {})
    setConfirming(null)
    if (!submitted.ok) return toast.error(submitted.message ?? application('submitFailed'))
    router.push(APPLICATION_SUCCESS_PATH)
    router.refresh()
  }

  return (
    <form className={shared.form} onSubmit={handleSubmit(inStepper ? setConfirming : update)} noValidate>
      <div className={shared.row}>
        <SelectField
          label={t('industry')}
          options={industries}
          placeholder={t('choose')}
          {...register('industry', { onChange: () => setValue('major', '') })}
          error={errorAt('industry')}
        />
        <SelectField
          label={t('major')}
          options={industries.find((option) => option.id === industry)?.majors ?? []}
          placeholder={industry ? t('choose') : t('chooseIndustryFirst')}
          disabled={!industry}
          {...register('major')}
          error={errorAt('major')}
        />
      </div>
      <SelectField
        label={t('yearsOfExperience')}
        options={YEARS_OF_EXPERIENCE_OPTIONS.map((id) => ({ id, label: yearsLabel(id) }))}
        placeholder={t('choose')}
        {...register('yearsOfExperience')}
        error={errorAt('yearsOfExperience')}
      />
      <Controller
        control={control}
        name="workingHistory"
        render={({ field }) => (
          <EntriesField<WorkEntryInput>
            legend={entries('work')}
            addLabel={entries('addWork')}
            value={field.value ?? []}
            onChange={field.onChange}
            error={errorAt('workingHistory')}
            summary={(job) => ({
              title: `${job.title} · ${job.organization}`,
              detail: `${job.fromDate} – ${job.toDate === 'NOW' || job.myCurrentRole ? entries('now') : job.toDate} · ${job.city}, ${countryName(job.country)}`,
            })}
            editor={(props) => <WorkEntryForm {...props} countries={countries} />}
          />
        )}
      />
      <Controller
        control={control}
        name="educationBackgrounds"
        render={({ field }) => (
          <EntriesField<EducationEntryInput>
            legend={entries('education')}
            addLabel={entries('addEducation')}
            value={field.value ?? []}
            onChange={field.onChange}
            error={errorAt('educationBackgrounds')}
            summary={(degree) => ({
              title: `${degree.fieldOfStudy} · ${degree.university}`,
              detail: `${degree.fromDate} – ${degree.toDate} · ${degree.city}, ${countryName(degree.country)}`,
            })}
            editor={(props) => <EducationEntryForm {...props} countries={countries} />}
          />
        )}
      />
      {inStepper && (
        <>
          {documents && (
            <fieldset className={shared.group}>
              <legend>{entries('documents')}</legend>
              <p className="field__hint">{entries('documentsHint')}</p>
              {documents}
            </fieldset>
          )}
          <BusinessTypeField register={register('consultantBusinessType')} error={errorAt('consultantBusinessType')} />
          <fieldset className={shared.group}>
            <legend>{t('declarations')}</legend>
            {(Object.keys(APPLICATION_CONSENT_BOXES) as (keyof typeof APPLICATION_CONSENT_BOXES)[]).map((box) => (
              <CheckboxField
                key={box}
                label={consents(APPLICATION_CONSENT_BOXES[box])}
                {...register(box)}
                error={errorAt(box)}
              />
            ))}
          </fieldset>
        </>
      )}
      <FormActions
        mode={mode}
        step={4}
        dirty={formState.isDirty}
        submitting={formState.isSubmitting || confirming !== null}
        onCancel={() => form.reset()}
        last
      />
      <ConfirmDialog
        open={confirming !== null}
        title={application('confirmTitle')}
        confirmLabel={application('confirmSubmit')}
        onCancel={() => setConfirming(null)}
        onConfirm={() => (confirming ? submit(confirming) : undefined)}
      >
        {application('confirmText')}
      </ConfirmDialog>
    </form>
  )
}
