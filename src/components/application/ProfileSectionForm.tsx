import config from '@payload-config'
import { getPayload } from 'payload'

import { ExperienceStep } from './ExperienceStep.client'
import { PersonalInformationStep } from './PersonalInformationStep.client'
import { ProfileDetailsStep } from './ProfileDetailsStep.client'
import { ProfileVerification } from './ProfileVerification'
import { SkillsServicesStep } from './SkillsServicesStep.client'
import type { Locale } from '@/domain/locale'
import type { ConsultantProfilePage } from '@/domain/navigation'
import { loadIndustries, loadServices } from '@/server/catalogue/loadCatalogue'
import type { ApplicationState } from '@/server/consultants/applicationState'

type Props = { section: ConsultantProfilePage; state: ApplicationState; locale: Locale }

/** The form of one profile page, filled with the saved profile. */
export async function ProfileSectionForm({ section, state, locale }: Props) {
  switch (section) {
    case 'personal-information':
      return <PersonalInformationStep state={state} locale={locale} mode={{ kind: 'edit', section }} />
    case 'profile-details':
      return <ProfileDetailsStep state={state} mode={{ kind: 'edit', section }} />
    case 'experience':
      return (
        <ExperienceStep
          state={state}
          locale={locale}
          industries={await loadIndustries(await getPayload({ config }), locale)}
          mode={{ kind: 'edit', section }}
        />
      )
    case 'services':
    case 'skills-services':
    case 'pricing':
      return (
        <SkillsServicesStep
          state={state}
          catalogue={await loadServices(await getPayload({ config }), locale)}
          mode={{ kind: 'edit', section }}
        />
      )
    case 'profile-verification':
      return <ProfileVerification userId={state.consultantId} />
  }
}
