import { CareerPreferencesForm } from './CareerPreferencesForm.client'
import { ExperienceForm } from './ExperienceForm.client'
import { PersonalInformationForm } from './PersonalInformationForm.client'
import { ProfileDetailsForm } from './ProfileDetailsForm.client'
import { SkillsForm } from './SkillsForm.client'
import type { Locale } from '@/domain/locale'
import type { ConsulteeData } from '@/server/consultees/consulteeData'
import type { ConsulteeSectionData } from '@/server/consultees/pageData'

type Props = { form: ConsulteeSectionData; data: ConsulteeData; locale: Locale }

/** The form of one consultee profile page, filled with the saved data. */
export function ConsulteeProfileSection({ form, data, locale }: Props) {
  switch (form.section) {
    case 'personal-information':
      return <PersonalInformationForm data={data} locale={locale} />
    case 'profile-details':
      return <ProfileDetailsForm data={data} industries={form.industries} />
    case 'experience':
      return <ExperienceForm data={data} locale={locale} />
    case 'skills-services':
      return <SkillsForm data={data} />
    case 'career-preferences':
      return <CareerPreferencesForm data={data} industries={form.industries} cvMaxSizeMb={form.cvMaxSizeMb} />
  }
}
