'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { useMemo } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'

import shared from './application.module.css'
import { CheckboxField, TextField } from '../ui/fields.client'
import { SelectField, TextAreaField } from '../ui/choiceFields.client'
import { CompanyField } from './CompanyField.client'
import { DialogActions } from '../ui/DialogActions.client'
import { MonthYearField } from '../ui/MonthYearField.client'
import { useErrorAt } from './useErrorAt'
import {
  CURRENT_ROLE_TO_DATE,
  DESCRIPTION_MAX_LENGTH,
  ENTRY_TEXT_MAX_LENGTH,
  toggleCurrentRole,
  workEntrySchemaAt,
  type WorkEntry,
  type WorkEntryInput,
} from '@/domain/schemas'

type Props = {
  entry: WorkEntryInput | null
  countries: { id: string; label: string }[]
  onSave: (entry: WorkEntry) => void
  onCancel: () => void
}

/** Add or edit one job; 'my current role' sets the end to NOW and disables the end date. */
export function WorkEntryForm({ entry, countries, onSave, onCancel }: Props) {
  const t = useTranslations('application.entries')
  const schema = useMemo(() => workEntrySchemaAt(new Date()), [])
  const form = useForm<WorkEntryInput, unknown, WorkEntry>({
    resolver: zodResolver(schema),
    defaultValues: entry ?? { title: '', organization: '', city: '', country: '', fromDate: '', toDate: '' },
  })
  const { register, control, handleSubmit, formState, setValue } = form
  const watched = useWatch({ control })
  const errorAt = useErrorAt(formState.errors)
  const current = watched.myCurrentRole === true || watched.toDate === CURRENT_ROLE_TO_DATE

  return (
    <form
      className={shared.entryForm}
      noValidate
      onSubmit={(event) => {
        event.stopPropagation()
        void handleSubmit(onSave)(event)
      }}
    >
      <TextField
        label={t('jobTitle')}
        maxLength={ENTRY_TEXT_MAX_LENGTH}
        {...register('title')}
        error={errorAt('title')}
      />
      <Controller
        control={control}
        name="organization"
        render={({ field }) => (
          <CompanyField
            label={t('organization')}
            value={field.value ?? ''}
            onChange={field.onChange}
            error={errorAt('organization')}
          />
        )}
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
      <CheckboxField
        label={t('currentRole')}
        checked={current}
        onChange={(event) => {
          const next = toggleCurrentRole({}, event.target.checked)
          setValue('myCurrentRole', next.myCurrentRole)
          setValue('toDate', next.toDate)
        }}
      />
      <div className={shared.row}>
        <Controller
          control={control}
          name="fromDate"
          render={({ field }) => (
            <MonthYearField
              label={t('fromDate')}
              limit="thisMonth"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={errorAt('fromDate')}
            />
          )}
        />
        <MonthYearField
          label={t('toDate')}
          limit="thisMonth"
          disabled={current}
          value={current ? '' : watched.toDate}
          onChange={(month) => setValue('toDate', month, { shouldValidate: formState.isSubmitted })}
          error={errorAt('toDate')}
        />
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
