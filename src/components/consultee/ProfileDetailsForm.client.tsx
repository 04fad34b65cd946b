'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { useForm, useWatch } from 'react-hook-form'
import { z } from 'zod'

import shared from '../application/application.module.css'
import { EditBar } from '../application/EditBar.client'
import { useErrorAt } from '../application/useErrorAt'
import { SelectField, TextAreaField } from '../ui/choiceFields.client'
import { useConsulteeSave } from './useConsulteeSave'
import type { CatalogueIndustry } from '@/domain/catalogue'
import { ABOUT_ME_MAX_LENGTH, consulteeUpdateSchemaAt } from '@/domain/consultee'
import type { ConsulteeData } from '@/server/consultees/consulteeData'

const formSchema = consulteeUpdateSchemaAt(new Date()).pick({ industry: true, major: true, aboutMe: true })
type FormInput = z.input<typeof formSchema>
type FormValues = z.output<typeof formSchema>

type Props = { data: ConsulteeData; industries: CatalogueIndustry[] }

/** Industry and major (the major list follows the industry) and a text about the consultee. */
export function ProfileDetailsForm({ data, industries }: Props) {
  const t = useTranslations('consulteeProfile')
  const fields = useTranslations('application.fields')
  const save = useConsulteeSave()
  const form = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { industry: data.industry ?? '', major: data.major ?? '', aboutMe: data.aboutMe ?? '' },
  })
  const { register, control, handleSubmit, setError, setValue, formState } = form
  const watched = useWatch({ control })
  const errorAt = useErrorAt(formState.errors)
  const industry = watched.industry

  const onSubmit = handleSubmit(async (values) => {
    // An emptied field is sent as null so that it is cleared, not left as it was.
    const body = { industry: values.industry ?? null, major: values.major ?? null, aboutMe: values.aboutMe ?? null }
    if (await save({ body, setError })) form.reset(form.getValues())
  })

  return (
    <form className={shared.form} onSubmit={onSubmit} noValidate>
      <div className={shared.row}>
        <SelectField
          label={fields('industry')}
          options={industries}
          placeholder={fields('choose')}
          {...register('industry', { onChange: () => setValue('major', '', { shouldDirty: true }) })}
          error={errorAt('industry')}
        />
        <SelectField
          label={fields('major')}
          options={industries.find((option) => option.id === industry)?.majors ?? []}
          placeholder={industry ? fields('choose') : fields('chooseIndustryFirst')}
          disabled={!industry}
          {...register('major')}
          error={errorAt('major')}
        />
      </div>
      <TextAreaField
        label={t('aboutMe')}
        hint={t('aboutMeHint')}
        rows={7}
        maxLength={ABOUT_ME_MAX_LENGTH}
        count={(watched.aboutMe ?? '').trim().length}
        limit={ABOUT_ME_MAX_LENGTH}
        {...register('aboutMe')}
        error={errorAt('aboutMe')}
      />
      <EditBar dirty={formState.isDirty} submitting={formState.isSubmitting} onCancel={() => form.reset()} />
    </form>
  )
}
