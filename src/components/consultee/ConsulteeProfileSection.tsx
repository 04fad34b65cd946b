import config from '@payload-config'
import { getPayload } from 'payload'

import { CareerPreferencesForm } from './CareerPreferencesForm.client'
import { ExperienceForm } from './ExperienceForm.client'
import { PersonalInformationForm } from './PersonalInformationForm.client'
import { ProfileDetailsForm } from './ProfileDetailsForm.client'
import { SkillsForm } from './SkillsForm.client'
import type { ConsulteeProfilePage } from '@/domain/consultee/profilePages'
import type { Locale } from '@/domain/locale'
import { loadIndustries } from '@/server/catalogue/loadCatalogue'
import type { ConsulteeData } from '@/server/consultees/consulteeData'
import { documentMaxMb } from '@/server/uploads/config'

type Props = { section: ConsulteeProfilePage; data: ConsulteeData; locale: Locale }

/** The form of one consultee profile page, filled with the saved data. */
export async function ConsulteeProfileSection({ section, data, locale }: Props) {
  switch (section) {
    case 'personal-information':
      return <PersonalInformationForm data={data} locale={locale} />
    case 'profile-details':
      return <ProfileDetailsForm data={data} industries={await loadIndustries(await getPayload({ config }), locale)} />
    case 'experience':
      return <ExperienceForm data={data} locale={locale} />
    case 'skills-services':
      return <SkillsForm data={data} />
    case 'career-preferences':
      return (
        <CareerPreferencesForm
          data={data}
          industries={await loadIndustries(await getPayload({ config }), locale)}
          cvMaxSizeMb={documentMaxMb()}
        />
      )
  }
}
