'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useLocale, useTranslations } from 'next-intl'
import { useId, useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'

import shared from '../application/application.module.css'
import { useCountryOptions } from '../application/useCountryOptions'
import { useErrorAt } from '../application/useErrorAt'
import { browserTimeZone, useInBrowser } from '../booking/useBrowser'
import { SelectField } from '../ui/choiceFields.client'
import { TextField } from '../ui/fields.client'
import styles from './RequiredDetailsForm.module.css'
import { useConsulteeSave } from './useConsulteeSave'
import { submitDataSchema } from '@/domain/consultee'
import { timezoneOptions } from '@/domain/time'

type FormInput = z.input<typeof submitDataSchema>
type FormValues = z.output<typeof submitDataSchema>

type Props = {
  /** The names given at sign-up, kept as the form's start. */
  firstName: string
  lastName: string
  /** Why the details are asked for here, in the words of the action that waits for them. */
  lead: string
}

/**
 * The details a consultee must give before the account is ACTIVE (name, country, time zone), asked inside
 * the action that needs them (booking, a first inquiry); the zone starts as the browser's. Once they are
 * saved the page is loaded again and shows the action.
 */
export function RequiredDetailsForm(props: Props) {
  const t = useTranslations('requiredDetails')
  // The zone to start with is the browser's: the form waits for the browser rather than guess on the server.
  if (!useInBrowser()) {
    return (
      <p className={styles.form} role="status" aria-busy="true">
        {t('title')}
      </p>
    )
  }
  return <DetailsForm {...props} />
}

function DetailsForm({ firstName, lastName, lead }: Props) {
  const t = useTranslations('requiredDetails')
  const fields = useTranslations('application.fields')
  const profile = useTranslations('consulteeProfile')
  const locale = useLocale()
  const save = useConsulteeSave()
  const countries = useCountryOptions(locale)
  const zones = useMemo(() => timezoneOptions(new Date()).map(({ value, label }) => ({ id: value, label })), [])
  const titleId = useId()
  const [timezone] = useState(browserTimeZone)
  const form = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(submitDataSchema),
    defaultValues: { firstName, lastName, country: '', timezone },
  })
  const { register, handleSubmit, setError, formState } = form
  const errorAt = useErrorAt(formState.errors)
  const onSubmit = handleSubmit(async (body) => {
    await save({ body, setError, submit: true, quiet: true })
  })

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
      <h2 id={titleId}>{t('title')}</h2>
      <p>{lead}</p>
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
          autoComplete="country"
          {...register('country')}
          error={errorAt('country')}
        />
        <SelectField
          label={profile('timezone')}
          options={zones}
          hint={t('zoneHint')}
          {...register('timezone')}
          error={errorAt('timezone')}
        />
      </div>
      <button type="submit" className="button button--primary" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t('submitting') : t('submit')}
      </button>
    </form>
  )
}
