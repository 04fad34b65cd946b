import {
  experienceData,
  personalInformationData,
  pricingData,
  profileDetailsData,
  servicesData,
  skillsData,
  type FormContext,
} from './formData'
import type { ConsultantDataSave } from './writeConsultantData'
import type { ExperienceValues, PersonalInformationValues, PricingValues, ProfileSection } from '@/domain/schemas'
import type { ProfileDetailsUpdateValues, SkillsServicesStepValues } from '@/domain/schemas'

type Services = SkillsServicesStepValues['services']

/** What a profile page's valid form stores, by section; throws the refusal of a value the server refuses. */
export async function profileSectionSave(
  section: ProfileSection,
  values: unknown,
  context: FormContext,
): Promise<ConsultantDataSave> {
  switch (section) {
    case 'personal-information':
      return personalInformationData(values as PersonalInformationValues, context)
    case 'profile-details':
      return profileDetailsData(values as ProfileDetailsUpdateValues, context)
    case 'experience':
      return { profile: experienceData(values as ExperienceValues) }
    case 'services':
      return { profile: servicesData((values as { services: Services }).services) }
    case 'skills-services': {
      const { skills, services } = values as { skills: string[]; services: Services }
      return { profile: { ...skillsData(skills), ...servicesData(services) } }
    }
    case 'pricing':
      return { profile: pricingData(values as PricingValues) }
  }
}
