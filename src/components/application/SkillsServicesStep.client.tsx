'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { Controller, useForm, useWatch } from 'react-hook-form'

import shared from './application.module.css'
import { PricingFields } from './PricingFields.client'
import { ServicesField } from './ServicesField.client'
import { SkillsField } from './SkillsField.client'
import { FormActions } from './FormActions.client'
import { saveTarget, type FormMode } from './formMode'
import { useErrorAt } from './useErrorAt'
import { useStepSave } from './useStepSave'
import type { LocalizedService } from '@/domain/catalogue'
import {
  profileSectionSchemaAt,
  servicesForRequest,
  skillsServicesRequestFromStep,
  skillsServicesStepSchema,
  type SkillsServicesStepInput,
  type SkillsServicesStepValues,
} from '@/domain/schemas'
import type { ApplicationState } from '@/server/consultants/applicationState'

type Props = { state: ApplicationState; catalogue: readonly LocalizedService[]; mode?: FormMode }

type Part = 'skills' | 'services' | 'pricing'
const PARTS: Record<string, Part[]> = {
  step: ['skills', 'services', 'pricing'],
  'skills-services': ['skills', 'services'],
  services: ['services'],
  pricing: ['pricing'],
}

/** Step 3: skills, 5 to 10 services and the three prices. */
export function SkillsServicesStep({ state, catalogue, mode = { kind: 'step' } }: Props) {
  const validation = useTranslations('validation')
  const application = useTranslations('application')
  const save = useStepSave()
  const inStepper = mode.kind === 'step'
  const parts = PARTS[inStepper ? 'step' : mode.section] ?? []
  const saved = state.skillsAndServices
  const form = useForm<SkillsServicesStepInput, unknown, SkillsServicesStepValues>({
    // A profile page checks only its own parts.
    resolver: zodResolver(
      (inStepper ? skillsServicesStepSchema : profileSectionSchemaAt(mode.section, new Date())) as never,
    ),
    defaultValues: {
      skills: saved.skills,
      services: saved.services.map((service) => ({
        serviceId: service.serviceId ?? undefined,
        title: service.title,
        description: service.description ?? '',
        category: service.category,
      })),
      pricingTrial: saved.pricingTrial ?? '',
      pricing30Min: saved.pricing30Min ?? '',
      pricing60Min: saved.pricing60Min ?? '',
    } as SkillsServicesStepInput,
  })
  const { register, control, handleSubmit, setError, formState } = form
  const watched = useWatch({ control })
  const errorAt = useErrorAt(formState.errors)
  const servicesErrors = formState.errors.services
  // One line above the services: the count problem, else a hint that some service needs fixing.
  const summary =
    errorAt('services') ??
    errorAt('services.root') ??
    (Array.isArray(servicesErrors) && servicesErrors.some(Boolean)
      ? validation('Please_fix_the_errors_in_the_services_field')
      : undefined)

  const onSubmit = handleSubmit(async (values) => {
    const body = inStepper
      ? skillsServicesRequestFromStep(values)
      : {
          ...(parts.includes('skills') ? { skills: values.skills } : {}),
          ...(parts.includes('services') ? { services: servicesForRequest(values.services) } : {}),
          ...(parts.includes('pricing')
            ? {
                pricing30Min: values.pricing30Min,
                pricing60Min: values.pricing60Min,
                pricingTrial: values.pricingTrial,
              }
            : {}),
        }
    const saved = await save({
      ...saveTarget(mode, 3, 'skills-services'),
      body,
      setError,
      fieldOf: (path) => path.replace(/^pricing\./, ''),
      success: inStepper ? undefined : application('updated'),
    })
    if (saved && !inStepper) form.reset(form.getValues())
  })

  return (
    <form className={shared.form} onSubmit={onSubmit} noValidate>
      {parts.includes('skills') && (
        <Controller
          control={control}
          name="skills"
          render={({ field }) => (
            <SkillsField value={field.value ?? []} onChange={field.onChange} error={errorAt('skills')} />
          )}
        />
      )}
      {parts.includes('services') && (
        <Controller
          control={control}
          name="services"
          render={({ field }) => (
            <ServicesField
              catalogue={catalogue}
              value={(field.value ?? []) as never}
              onChange={field.onChange}
              errorAt={errorAt}
              summary={summary}
            />
          )}
        />
      )}
      {parts.includes('pricing') && (
        <PricingFields register={register} trial={watched.pricingTrial} errorAt={errorAt} />
      )}
      <FormActions
        mode={mode}
        step={3}
        dirty={formState.isDirty}
        submitting={formState.isSubmitting}
        onCancel={() => form.reset()}
      />
    </form>
  )
}
