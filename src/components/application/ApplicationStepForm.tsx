import config from '@payload-config'
import { getPayload } from 'payload'

import { ExperienceStep } from './ExperienceStep.client'
import { PersonalInformationStep } from './PersonalInformationStep.client'
import { ProfileDetailsStep } from './ProfileDetailsStep.client'
import { SkillsServicesStep } from './SkillsServicesStep.client'
import { VerificationDocuments } from '../uploads/VerificationDocuments'
import type { Locale } from '@/domain/locale'
import type { ApplicationStep } from '@/domain/navigation'
import { loadIndustries, loadServices } from '@/server/catalogue/loadCatalogue'
import type { ApplicationState } from '@/server/consultants/applicationState'

type Props = { step: ApplicationStep['key']; state: ApplicationState; locale: Locale }

/** The form of one application step, filled with what the consultant saved before. */
export async function ApplicationStepForm({ step, state, locale }: Props) {
  switch (step) {
    case 'personalInformation':
      return <PersonalInformationStep state={state} locale={locale} />
    case 'profileDetails':
      return <ProfileDetailsStep state={state} />
    case 'skillsServices': {
      const catalogue = await loadServices(await getPayload({ config }), locale)
      return <SkillsServicesStep state={state} catalogue={catalogue} />
    }
    case 'experience': {
      const industries = await loadIndustries(await getPayload({ config }), locale)
      return (
        <ExperienceStep
          state={state}
          locale={locale}
          industries={industries}
          documents={<VerificationDocuments userId={state.consultantId} />}
        />
      )
    }
  }
}
