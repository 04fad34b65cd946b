import { ExperienceStep } from './ExperienceStep.client'
import { PersonalInformationStep } from './PersonalInformationStep.client'
import { ProfileDetailsStep } from './ProfileDetailsStep.client'
import { SkillsServicesStep } from './SkillsServicesStep.client'
import { servicesFor } from '@/domain/catalogue'
import type { Locale } from '@/domain/locale'
import type { ApplicationStep } from '@/domain/navigation'
import type { ApplicationState } from '@/server/consultants/applicationState'

type Props = { step: ApplicationStep['key']; state: ApplicationState; locale: Locale }

/** The form of one application step, filled with what the consultant saved before. */
export function ApplicationStepForm({ step, state, locale }: Props) {
  switch (step) {
    case 'personalInformation':
      return <PersonalInformationStep state={state} locale={locale} />
    case 'profileDetails':
      return <ProfileDetailsStep state={state} />
    case 'skillsServices':
      return <SkillsServicesStep state={state} catalogue={servicesFor(locale)} />
    case 'experience':
      return <ExperienceStep state={state} locale={locale} />
  }
}
