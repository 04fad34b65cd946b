import { ExperienceStep } from './ExperienceStep.client'
import { PersonalInformationStep } from './PersonalInformationStep.client'
import { ProfileDetailsStep } from './ProfileDetailsStep.client'
import { ProfileVerification } from './ProfileVerification'
import { SkillsServicesStep } from './SkillsServicesStep.client'
import type { Locale } from '@/domain/locale'
import type { ApplicationState } from '@/server/consultants/applicationState'
import type { ProfileSectionData } from '@/server/consultants/pageData'

type Props = { data: ProfileSectionData; state: ApplicationState; locale: Locale }

/** The form of one profile page, filled with the saved profile. */
export function ProfileSectionForm({ data, state, locale }: Props) {
  switch (data.section) {
    case 'personal-information':
      return <PersonalInformationStep state={state} locale={locale} mode={{ kind: 'edit', section: data.section }} />
    case 'profile-details':
      return <ProfileDetailsStep state={state} mode={{ kind: 'edit', section: data.section }} />
    case 'experience':
      return (
        <ExperienceStep
          state={state}
          locale={locale}
          industries={data.industries}
          mode={{ kind: 'edit', section: data.section }}
        />
      )
    case 'services':
    case 'skills-services':
    case 'pricing':
      return (
        <SkillsServicesStep state={state} catalogue={data.catalogue} mode={{ kind: 'edit', section: data.section }} />
      )
    case 'profile-verification':
      return <ProfileVerification documents={data.documents} taxInfo={data.taxInfo} />
  }
}
