'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { Controller, useForm, useWatch } from 'react-hook-form'

import shared from './application.module.css'
import { TextField } from '../ui/fields.client'
import { SelectField, TextAreaField } from '../ui/choiceFields.client'
import { ImageUpload } from '../uploads/ImageUpload.client'
import { LanguagesField } from './LanguagesField.client'
import { FormActions } from './FormActions.client'
import { saveTarget, type FormMode } from './formMode'
import { useCountryOptions } from './useCountryOptions'
import { useErrorAt } from './useErrorAt'
import { useStepSave } from './useStepSave'
import { REFERRAL_SOURCES } from '@/domain/catalogue'
import {
  GENDERS,
  MOTIVATION_MAX_LENGTH,
  personalInformationRequestFromStep,
  personalInformationSchema,
  personalInformationStepSchema,
  type PersonalInformationStepInput,
  type PersonalInformationStepValues,
} from '@/domain/schemas'
import type { ApplicationState } from '@/server/consultants/applicationState'

/** Step 1: picture, name, where the consultant lives, languages, gender, motivation and referral source. */
type Props = { state: ApplicationState; locale: string; mode?: FormMode }

export function PersonalInformationStep({ state, locale, mode = { kind: 'step' } }: Props) {
  const t = useTranslations('application.fields')
  const application = useTranslations('application')
  const save = useStepSave()
  const info = state.personalInformation
  const inStepper = mode.kind === 'step'
  const form = useForm<PersonalInformationStepInput, unknown, PersonalInformationStepValues>({
    // The motivation and referral source are asked in the stepper only.
    resolver: zodResolver((inStepper ? personalInformationStepSchema : personalInformationSchema) as never),
    defaultValues: {
      imageUrl: info.imageUrl ?? undefined,
      firstName: info.firstName ?? '',
      lastName: info.lastName ?? '',
      country: info.country ?? '',
      city: info.city ?? '',
      languages: info.languages,
      gender: (info.gender ?? '') as PersonalInformationStepInput['gender'],
      applicationData: {
        motivation: state.applicationData.motivation ?? '',
        referralSource: state.applicationData.referralSource ?? '',
      },
    },
  })
  const { register, control, handleSubmit, setError, formState } = form
  const watched = useWatch({ control })
  const errorAt = useErrorAt(formState.errors)
  const countries = useCountryOptions(locale)

  const target = saveTarget(mode, 1, 'personal-information')
  const onSubmit = handleSubmit(async (values) => {
    const saved = await save({
      ...target,
      body: inStepper ? personalInformationRequestFromStep(values) : values,
      setError,
      fieldOf: (path) => path.replace(/^personalInformation\./, ''),
      success: inStepper ? undefined : application('updated'),
    })
    if (saved && !inStepper) form.reset(form.getValues())
  })

  return (
    <form className={shared.form} onSubmit={onSubmit} noValidate>
      <Controller
        control={control}
        name="imageUrl"
        render={({ field }) => (
          <ImageUpload
            label={t('image')}
            value={field.value ?? null}
            onChange={(url) => field.onChange(url)}
            error={errorAt('image') ?? errorAt('imageUrl')}
          />
        )}
      />
      <div className={shared.row}>
        <TextField
          label={t('firstName')}
          autoComplete="given-name"
          maxLength={20}
          {...register('firstName')}
          error={errorAt('firstName')}
        />
        <TextField
          label={t('lastName')}
          autoComplete="family-name"
          maxLength={20}
          {...register('lastName')}
          error={errorAt('lastName')}
        />
      </div>
      <div className={shared.row}>
        <SelectField
          label={t('country')}
          options={countries}
          placeholder={t('choose')}
          {...register('country')}
          error={errorAt('country')}
        />
        <TextField
          label={t('city')}
          autoComplete="address-level2"
          maxLength={50}
          {...register('city')}
          error={errorAt('city')}
        />
      </div>
      <Controller
        control={control}
        name="languages"
        render={({ field }) => (
          <LanguagesField
            value={field.value ?? []}
            onChange={field.onChange}
            locale={locale}
            error={errorAt('languages')}
          />
        )}
      />
      <SelectField
        label={t('gender')}
        options={GENDERS.map((id) => ({ id, label: t(`genders.${id}`) }))}
        placeholder={t('choose')}
        {...register('gender')}
        error={errorAt('gender')}
      />
      {inStepper && (
        <>
          <TextAreaField
            label={t('motivation')}
            hint={t('motivationHint')}
            rows={7}
            maxLength={MOTIVATION_MAX_LENGTH}
            count={(watched.applicationData?.motivation ?? '').trim().length}
            limit={MOTIVATION_MAX_LENGTH}
            {...register('applicationData.motivation')}
            error={errorAt('applicationData.motivation')}
          />
          <SelectField
            label={t('referralSource')}
            options={REFERRAL_SOURCES.map((id) => ({ id, label: t(`referralSources.${id}`) }))}
            placeholder={t('choose')}
            {...register('applicationData.referralSource')}
            error={errorAt('applicationData.referralSource')}
          />
        </>
      )}
      <FormActions
        mode={mode}
        step={1}
        dirty={formState.isDirty}
        submitting={formState.isSubmitting}
        onCancel={() => form.reset()}
      />
    </form>
  )
}
