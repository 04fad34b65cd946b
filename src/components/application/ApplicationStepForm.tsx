import { ExperienceStep } from './ExperienceStep.client'
import { PersonalInformationStep } from './PersonalInformationStep.client'
import { ProfileDetailsStep } from './ProfileDetailsStep.client'
import { SkillsServicesStep } from './SkillsServicesStep.client'
import { DocumentsUpload } from '../uploads/DocumentsUpload.client'
import type { Locale } from '@/domain/locale'
import type { ApplicationState } from '@/server/consultants/applicationState'
import type { ApplicationStepData } from '@/server/consultants/pageData'

type Props = { data: ApplicationStepData; state: ApplicationState; locale: Locale }

/** The form of one application step, filled with what the consultant saved before. */
export function ApplicationStepForm({ data, state, locale }: Props) {
  switch (data.step) {
    case 'personalInformation':
      return <PersonalInformationStep state={state} locale={locale} />
    case 'profileDetails':
      return <ProfileDetailsStep state={state} />
    case 'skillsServices':
      return <SkillsServicesStep state={state} catalogue={data.catalogue} />
    case 'experience':
      return (
        <ExperienceStep
          state={state}
          locale={locale}
          industries={data.industries}
          documents={<DocumentsUpload {...data.documents} />}
        />
      )
  }
}
