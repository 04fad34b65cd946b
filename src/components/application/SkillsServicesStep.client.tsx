'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { Controller, useForm, useWatch } from 'react-hook-form'

import { PricingFields } from './PricingFields.client'
import { ServicesField } from './ServicesField.client'
import { SkillsField } from './SkillsField.client'
import { StepActions } from './StepActions.client'
import { useErrorAt } from './useErrorAt'
import { useStepSave } from './useStepSave'
import type { LocalizedService } from '@/domain/catalogue'
import { nextApplicationPath, previousApplicationPath } from '@/domain/navigation'
import {
  skillsServicesRequestFromStep,
  skillsServicesStepSchema,
  type SkillsServicesStepInput,
  type SkillsServicesStepValues,
} from '@/domain/schemas'
import type { ApplicationState } from '@/server/consultants/applicationState'

type Props = { state: ApplicationState; catalogue: readonly LocalizedService[] }

/** Step 3: skills, 5 to 10 services and the three prices. */
export function SkillsServicesStep({ state, catalogue }: Props) {
  const validation = useTranslations('validation')
  const save = useStepSave()
  const saved = state.skillsAndServices
  const form = useForm<SkillsServicesStepInput, unknown, SkillsServicesStepValues>({
    resolver: zodResolver(skillsServicesStepSchema),
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

  const onSubmit = handleSubmit((values) =>
    save({
      path: '/api/consultants/application/skills-services',
      body: skillsServicesRequestFromStep(values),
      setError,
      fieldOf: (path) => path.replace(/^pricing\./, ''),
      next: nextApplicationPath(3),
    }),
  )

  return (
    <form className="application__form" onSubmit={onSubmit} noValidate>
      <Controller
        control={control}
        name="skills"
        render={({ field }) => (
          <SkillsField value={field.value ?? []} onChange={field.onChange} error={errorAt('skills')} />
        )}
      />
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
      <PricingFields register={register} trial={watched.pricingTrial} errorAt={errorAt} />
      <StepActions previous={previousApplicationPath(3)} submitting={formState.isSubmitting} />
    </form>
  )
}
