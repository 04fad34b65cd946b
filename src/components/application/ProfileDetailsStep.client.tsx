'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { Controller, useForm, useWatch } from 'react-hook-form'

import shared from './application.module.css'
import { CheckboxField, TextField } from '../ui/fields.client'
import { TextAreaField } from '../ui/choiceFields.client'
import { VideoUpload } from '../uploads/VideoUpload.client'
import { FormActions } from './FormActions.client'
import { saveTarget, type FormMode } from './formMode'
import { useErrorAt } from './useErrorAt'
import { useStepSave } from './useStepSave'
import {
  ABOUT_ME_MAX_LENGTH,
  INPUT_MAX_LENGTH_LINK,
  LINK_FIELDS,
  TAGLINE_MAX_LENGTH,
  hasIntroVideo,
  profileDetailsSchema,
  profileDetailsUpdateSchema,
  type ProfileDetailsInput,
  type ProfileDetailsValues,
} from '@/domain/schemas'
import type { ApplicationState } from '@/server/consultants/applicationState'

/** Step 2: tagline, about me, the links (at least one) and the optional intro video with its consent. */
export function ProfileDetailsStep({ state, mode = { kind: 'step' } }: { state: ApplicationState; mode?: FormMode }) {
  const t = useTranslations('application.fields')
  const application = useTranslations('application')
  const save = useStepSave()
  const inStepper = mode.kind === 'step'
  const details = state.profileDetails
  const form = useForm<ProfileDetailsInput, unknown, ProfileDetailsValues>({
    // The profile page sends emptied links and a removed video as null, so they are cleared.
    resolver: zodResolver((inStepper ? profileDetailsSchema : profileDetailsUpdateSchema) as never),
    defaultValues: {
      tagline: details.tagline ?? '',
      aboutMe: details.aboutMe ?? '',
      linkedInUrl: details.linkedInUrl ?? '',
      githubUrl: details.githubUrl ?? '',
      xingUrl: details.xingUrl ?? '',
      personalWebsite: details.personalWebsite ?? '',
      videoUrl: details.videoUrl ?? '',
      video: details.video ?? null,
      publishIntroVideoConsent: details.publishIntroVideoConsent,
    },
  })
  const { register, control, handleSubmit, setError, setValue, formState } = form
  const watched = useWatch({ control })
  const errorAt = useErrorAt(formState.errors)
  const withVideo = hasIntroVideo({ videoUrl: watched.videoUrl, video: watched.video })

  const onSubmit = handleSubmit(async (values) => {
    const saved = await save({
      ...saveTarget(mode, 2, 'profile-details'),
      body: values,
      setError,
      success: inStepper ? undefined : application('updated'),
    })
    if (saved && !inStepper) form.reset(form.getValues())
  })

  return (
    <form className={shared.form} onSubmit={onSubmit} noValidate>
      <TextField
        label={t('tagline')}
        maxLength={TAGLINE_MAX_LENGTH}
        hint={t('taglineHint', { count: (watched.tagline ?? '').trim().length, max: TAGLINE_MAX_LENGTH })}
        {...register('tagline')}
        error={errorAt('tagline')}
      />
      <TextAreaField
        label={t('aboutMe')}
        rows={8}
        maxLength={ABOUT_ME_MAX_LENGTH}
        count={(watched.aboutMe ?? '').trim().length}
        limit={ABOUT_ME_MAX_LENGTH}
        {...register('aboutMe')}
        error={errorAt('aboutMe')}
      />
      <fieldset className={shared.group}>
        <legend>{t('links')}</legend>
        <p className="field__hint">{t('linksHint')}</p>
        {LINK_FIELDS.map((name) => (
          <TextField
            key={name}
            label={t(name)}
            type="url"
            inputMode="url"
            placeholder={t(`${name}Placeholder`)}
            maxLength={INPUT_MAX_LENGTH_LINK}
            {...register(name)}
            error={errorAt(name)}
          />
        ))}
      </fieldset>
      <fieldset className={shared.group}>
        <legend>{t('introVideo')}</legend>
        <Controller
          control={control}
          name="video"
          render={({ field }) => (
            <VideoUpload
              value={field.value ?? null}
              onChange={(video) => {
                field.onChange(video)
                // A new or removed video needs the publishing consent again.
                setValue('publishIntroVideoConsent', false)
              }}
              error={errorAt('video')}
            />
          )}
        />
        <TextField
          label={t('videoUrl')}
          type="url"
          inputMode="url"
          maxLength={INPUT_MAX_LENGTH_LINK}
          {...register('videoUrl', { onChange: () => setValue('publishIntroVideoConsent', false) })}
          error={errorAt('videoUrl')}
        />
        {withVideo && (
          <CheckboxField
            label={t('publishIntroVideoConsent')}
            {...register('publishIntroVideoConsent')}
            error={errorAt('publishIntroVideoConsent')}
          />
        )}
      </fieldset>
      <FormActions
        mode={mode}
        step={2}
        dirty={formState.isDirty}
        submitting={formState.isSubmitting}
        onCancel={() => form.reset()}
      />
    </form>
  )
}
