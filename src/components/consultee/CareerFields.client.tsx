'use client'

import { useTranslations } from 'next-intl'
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form'

import shared from '../application/application.module.css'
import { TextField } from '../ui/fields.client'
import { SelectField, TextAreaField } from '../ui/choiceFields.client'
import { CvUpload } from './CvUpload.client'
import type { CatalogueIndustry } from '@/domain/catalogue'
import {
  LANGUAGE_LEVELS,
  SALARY_MAX_EURO,
  TARGET_ROLE_MAX_LENGTH,
  VISA_DETAILS_MAX_LENGTH,
  WORK_PERMITS,
} from '@/domain/consultee'
import type { CareerFormValues } from '@/domain/consultee/careerForm'
import type { OnboardingStep } from '@/domain/consultee'

type Props = {
  step: OnboardingStep
  form: UseFormReturn<CareerFormValues>
  errorAt: (path: string) => string | undefined
  industries: CatalogueIndustry[]
  cvMaxSizeMb: number
}

/** The questions of one onboarding step about finding work in Germany (also the sections of the preferences page). */
export function CareerFields({ step, form, errorAt, industries, cvMaxSizeMb }: Props) {
  const t = useTranslations('consulteeOnboarding.fields')
  const { register, control, setValue } = form
  const cvFileName = useWatch({ control, name: 'cvFileName' })
  const levels = LANGUAGE_LEVELS.map((id) => ({ id, label: t(`levels.${id}`) }))

  switch (step) {
    case 1:
      return (
        <>
          <TextField
            label={t('targetRole')}
            hint={t('targetRoleHint')}
            maxLength={TARGET_ROLE_MAX_LENGTH}
            {...register('targetRole')}
            error={errorAt('targetRole')}
          />
          <SelectField
            label={t('targetIndustry')}
            options={industries}
            placeholder={t('choose')}
            {...register('targetIndustry')}
            error={errorAt('targetIndustry')}
          />
        </>
      )
    case 2:
      return (
        <>
          <SelectField
            label={t('workPermit')}
            options={WORK_PERMITS.map((id) => ({ id, label: t(`permits.${id}`) }))}
            placeholder={t('choose')}
            {...register('workPermit')}
            error={errorAt('workPermit')}
          />
          <TextAreaField
            label={t('visaDetails')}
            hint={t('visaDetailsHint')}
            rows={4}
            maxLength={VISA_DETAILS_MAX_LENGTH}
            {...register('visaDetails')}
            error={errorAt('visaDetails')}
          />
        </>
      )
    case 3:
      return (
        <>
          <div className={shared.row}>
            <SelectField
              label={t('germanLevel')}
              options={levels}
              placeholder={t('choose')}
              {...register('germanLevel')}
              error={errorAt('germanLevel')}
            />
            <SelectField
              label={t('englishLevel')}
              options={levels}
              placeholder={t('choose')}
              {...register('englishLevel')}
              error={errorAt('englishLevel')}
            />
          </div>
          <TextField
            label={t('preferredCities')}
            hint={t('preferredCitiesHint')}
            {...register('preferredCities')}
            error={errorAt('preferredCities')}
          />
          <TextField
            label={t('earliestStartDate')}
            type="date"
            {...register('earliestStartDate')}
            error={errorAt('earliestStartDate')}
          />
        </>
      )
    case 4:
      return (
        <>
          <fieldset className={shared.group}>
            <legend>{t('salary')}</legend>
            <p className="field__hint">{t('salaryHint')}</p>
            <div className={shared.row}>
              <TextField
                label={t('salaryMin')}
                type="number"
                inputMode="numeric"
                min={0}
                max={SALARY_MAX_EURO}
                step={1000}
                {...register('salaryMinEuro')}
                error={errorAt('salaryMinEuro')}
              />
              <TextField
                label={t('salaryMax')}
                type="number"
                inputMode="numeric"
                min={0}
                max={SALARY_MAX_EURO}
                step={1000}
                {...register('salaryMaxEuro')}
                error={errorAt('salaryMaxEuro')}
              />
            </div>
          </fieldset>
          <Controller
            control={control}
            name="cvKey"
            render={({ field }) => (
              <CvUpload
                value={field.value ? { key: field.value, fileName: cvFileName || field.value } : null}
                onChange={(cv) => {
                  setValue('cvFileName', cv?.fileName ?? '')
                  field.onChange(cv?.key ?? '')
                }}
                maxSizeMb={cvMaxSizeMb}
                error={errorAt('cvKey')}
              />
            )}
          />
        </>
      )
  }
}
