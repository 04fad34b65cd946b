'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { Controller, useForm } from 'react-hook-form'
import { z } from 'zod'

import shared from '../application/application.module.css'
import { EditBar } from '../application/EditBar.client'
import { EducationEntryForm } from '../application/EducationEntryForm.client'
import { EntriesField } from '../application/EntriesField.client'
import { WorkEntryForm } from '../application/WorkEntryForm.client'
import { useCountryOptions } from '../application/useCountryOptions'
import { useErrorAt } from '../application/useErrorAt'
import { useConsulteeSave } from './useConsulteeSave'
import { consulteeUpdateSchemaAt } from '@/domain/consultee'
import type { EducationEntryInput, WorkEntryInput } from '@/domain/schemas'
import type { ConsulteeData } from '@/server/consultees/consulteeData'

const formSchema = consulteeUpdateSchemaAt(new Date()).pick({ workingHistory: true, educationBackgrounds: true })
type FormInput = z.input<typeof formSchema>
type FormValues = z.output<typeof formSchema>

type Props = { data: ConsulteeData; locale: string }

/** Up to 3 jobs and 3 degrees, added and edited in a dialog, deleted after confirmation; none is required. */
export function ExperienceForm({ data, locale }: Props) {
  const entries = useTranslations('application.entries')
  const save = useConsulteeSave()
  const countries = useCountryOptions(locale)
  const countryName = (code: string) => countries.find((c) => c.id === code)?.label ?? code
  const form = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      workingHistory: data.workingHistory as WorkEntryInput[],
      educationBackgrounds: data.educationBackgrounds as EducationEntryInput[],
    },
  })
  const { control, handleSubmit, setError, formState } = form
  const errorAt = useErrorAt(formState.errors)

  const onSubmit = handleSubmit(async (values) => {
    if (await save({ body: values, setError })) form.reset(form.getValues())
  })

  return (
    <form className={shared.form} onSubmit={onSubmit} noValidate>
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
      <EditBar dirty={formState.isDirty} submitting={formState.isSubmitting} onCancel={() => form.reset()} />
    </form>
  )
}
