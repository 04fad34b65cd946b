'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { useMemo, useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { z } from 'zod'

import shared from '../application/application.module.css'
import { EditBar } from '../application/EditBar.client'
import { useCountryOptions } from '../application/useCountryOptions'
import { useErrorAt } from '../application/useErrorAt'
import { browserTimeZone, useInBrowser } from '../booking/useBrowser'
import { TextField } from '../ui/fields.client'
import { SelectField } from '../ui/choiceFields.client'
import { ImageUpload } from '../uploads/ImageUpload.client'
import styles from './PersonalInformationForm.module.css'
import { useConsulteeSave } from './useConsulteeSave'
import { submitDataSchema } from '@/domain/consultee'
import { GENDERS } from '@/domain/schemas'
import { genderSchema } from '@/domain/schemas/application/personalInformation'
import { isIanaTimeZone, timezoneOptions } from '@/domain/time'
import type { ConsulteeData } from '@/server/consultees/consulteeData'

// Gender is optional for a consultee: the empty choice of the select means "not given".
const formSchema = submitDataSchema.extend({ gender: z.union([genderSchema, z.literal('')]).optional() })
type FormInput = z.input<typeof formSchema>
type FormValues = z.output<typeof formSchema>

type Props = { data: ConsulteeData; locale: string }

/**
 * Picture, name, time zone, country and gender. A DATA_NOT_SUBMITTED consultee submits them once (the account
 * becomes ACTIVE); afterwards the page edits them behind the Cancel / Save changes bar.
 */
export function PersonalInformationForm(props: Props) {
  const t = useTranslations('consulteeProfile')
  // Without a stored zone the form starts with the browser's, which the server cannot know; the zone list
  // also comes from the runtime's own zone data. The form waits for the browser so both renders agree.
  if (!useInBrowser()) {
    return (
      <p className={shared.form} role="status" aria-busy="true">
        {t('loadingDetails')}
      </p>
    )
  }
  return <PersonalInformationFields {...props} />
}

/** The saved zone wins; without one (or an unknown one) the browser's zone is the start. */
function startingZone(saved: string | null | undefined): string {
  return isIanaTimeZone(saved) ? saved : browserTimeZone()
}

function PersonalInformationFields({ data, locale }: Props) {
  const t = useTranslations('consulteeProfile')
  const fields = useTranslations('application.fields')
  const save = useConsulteeSave()
  const pending = data.profileStatus === 'DATA_NOT_SUBMITTED'
  const countries = useCountryOptions(locale)
  const [timezone] = useState(() => startingZone(data.timezone))
  const zones = useMemo(() => {
    const options = timezoneOptions(new Date()).map(({ value, label }) => ({ id: value, label }))
    // A saved zone the list leaves out (another spelling, a quarter-hour offset) is still shown as saved.
    return options.some((option) => option.id === timezone) ? options : [{ id: timezone, label: timezone }, ...options]
  }, [timezone])
  const form = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      image: data.imageUrl ?? undefined,
      firstName: data.firstName ?? '',
      lastName: data.lastName ?? '',
      timezone,
      country: data.country ?? '',
      gender: data.gender ?? '',
    },
  })
  const { register, control, handleSubmit, setError, formState } = form
  const errorAt = useErrorAt(formState.errors)

  const onSubmit = handleSubmit(async ({ gender, image, ...values }) => {
    const body = { ...values, image: image ?? undefined, gender: gender || (pending ? undefined : null) }
    const saved = await save({ body, setError, submit: pending })
    if (saved) form.reset(form.getValues())
  })

  return (
    <form className={shared.form} onSubmit={onSubmit} noValidate>
      {pending && <p className={styles.lead}>{t('completeLead')}</p>}
      <Controller
        control={control}
        name="image"
        render={({ field }) => (
          <ImageUpload
            label={fields('image')}
            value={field.value ?? null}
            onChange={(url) => field.onChange(url)}
            error={errorAt('image')}
          />
        )}
      />
      <div className={shared.row}>
        <TextField
          label={fields('firstName')}
          autoComplete="given-name"
          maxLength={20}
          {...register('firstName')}
          error={errorAt('firstName')}
        />
        <TextField
          label={fields('lastName')}
          autoComplete="family-name"
          maxLength={20}
          {...register('lastName')}
          error={errorAt('lastName')}
        />
      </div>
      <div className={shared.row}>
        <SelectField
          label={fields('country')}
          options={countries}
          placeholder={fields('choose')}
          {...register('country')}
          error={errorAt('country')}
        />
        <SelectField label={t('timezone')} options={zones} {...register('timezone')} error={errorAt('timezone')} />
      </div>
      <SelectField
        label={t('gender')}
        options={GENDERS.map((id) => ({ id, label: fields(`genders.${id}`) }))}
        placeholder={t('genderNotGiven')}
        {...register('gender')}
        error={errorAt('gender')}
      />
      {pending ? (
        <div className={shared.actions}>
          <button type="submit" className="button button--primary" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? t('submitting') : t('submit')}
          </button>
        </div>
      ) : (
        <EditBar dirty={formState.isDirty} submitting={formState.isSubmitting} onCancel={() => form.reset()} />
      )}
    </form>
  )
}
