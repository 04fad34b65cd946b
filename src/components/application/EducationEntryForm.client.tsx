'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { useMemo } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'

import shared from './application.module.css'
import { TextField } from '../ui/fields.client'
import { SelectField, TextAreaField } from '../ui/choiceFields.client'
import { DialogActions } from '../ui/DialogActions.client'
import { MonthYearField } from '../ui/MonthYearField.client'
import { useErrorAt } from './useErrorAt'
import {
  DESCRIPTION_MAX_LENGTH,
  EDUCATION_END_YEARS_AHEAD,
  ENTRY_TEXT_MAX_LENGTH,
  educationEntrySchemaAt,
  type EducationEntry,
  type EducationEntryInput,
} from '@/domain/schemas'

export const DEGREE_TYPES = ['BACHELOR', 'MASTER', 'PHD', 'DIPLOMA', 'VOCATIONAL', 'MBA', 'OTHER'] as const

type Props = {
  entry: EducationEntryInput | null
  countries: { id: string; label: string }[]
  onSave: (entry: EducationEntry) => void
  onCancel: () => void
}

/** Add or edit one degree; the end may lie up to 10 years ahead. */
export function EducationEntryForm({ entry, countries, onSave, onCancel }: Props) {
  const t = useTranslations('application.entries')
  const schema = useMemo(() => educationEntrySchemaAt(new Date()), [])
  const form = useForm<EducationEntryInput, unknown, EducationEntry>({
    resolver: zodResolver(schema),
    defaultValues: entry ?? {
      type: '',
      country: '',
      fieldOfStudy: '',
      university: '',
      city: '',
      fromDate: '',
      toDate: '',
    },
  })
  const { register, control, handleSubmit, formState } = form
  const watched = useWatch({ control })
  const errorAt = useErrorAt(formState.errors)

  return (
    <form
      className={shared.entryForm}
      noValidate
      onSubmit={(event) => {
        event.stopPropagation()
        void handleSubmit(onSave)(event)
      }}
    >
      <SelectField
        label={t('degreeType')}
        options={DEGREE_TYPES.map((id) => ({ id, label: t(`degrees.${id}`) }))}
        placeholder={t('choose')}
        {...register('type')}
        error={errorAt('type')}
      />
      <TextField
        label={t('fieldOfStudy')}
        maxLength={ENTRY_TEXT_MAX_LENGTH}
        {...register('fieldOfStudy')}
        error={errorAt('fieldOfStudy')}
      />
      <TextField
        label={t('university')}
        maxLength={ENTRY_TEXT_MAX_LENGTH}
        {...register('university')}
        error={errorAt('university')}
      />
      <div className={shared.row}>
        <TextField label={t('city')} maxLength={50} {...register('city')} error={errorAt('city')} />
        <SelectField
          label={t('country')}
          options={countries}
          placeholder={t('choose')}
          {...register('country')}
          error={errorAt('country')}
        />
      </div>
      <div className={shared.row}>
        {(['fromDate', 'toDate'] as const).map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <MonthYearField
                label={t(name)}
                limit={name === 'toDate' ? { yearsAhead: EDUCATION_END_YEARS_AHEAD } : 'thisYear'}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                error={errorAt(name)}
              />
            )}
          />
        ))}
      </div>
      <TextAreaField
        label={t('description')}
        maxLength={DESCRIPTION_MAX_LENGTH}
        count={(watched.description ?? '').trim().length}
        limit={DESCRIPTION_MAX_LENGTH}
        {...register('description')}
        error={errorAt('description')}
      />
      <DialogActions onCancel={onCancel} />
    </form>
  )
}
