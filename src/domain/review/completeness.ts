// Whether each application step has its data saved, so a submit can name the step that is missing.

export type ApplicationData = {
  personalInformation: {
    firstName: string | null
    imageUrl: string | null
    country: string | null
    languages: string[]
  }
  applicationData: { motivation: string | null }
  profileDetails: { tagline: string | null; aboutMe: string | null }
  skillsAndServices: { skills: string[]; services: unknown[]; pricing30Min: number | null }
  experience: {
    industry: string | null
    consultantBusinessType: string | null
    workingHistory: unknown[]
    educationBackgrounds: unknown[]
  }
}

const STEP_DONE: ((data: ApplicationData) => boolean)[] = [
  ({ personalInformation: p, applicationData: a }) =>
    !!p.firstName && !!p.imageUrl && !!p.country && p.languages.length > 0 && !!a.motivation,
  ({ profileDetails: d }) => !!d.tagline && !!d.aboutMe,
  ({ skillsAndServices: s }) => s.skills.length > 0 && s.services.length > 0 && s.pricing30Min !== null,
  ({ experience: e }) =>
    !!e.industry && !!e.consultantBusinessType && e.workingHistory.length > 0 && e.educationBackgrounds.length > 0,
]

/** The first step (1–4) whose data is not saved yet, or null when the application is complete. */
export function firstIncompleteStep(data: ApplicationData): 1 | 2 | 3 | 4 | null {
  const index = STEP_DONE.findIndex((done) => !done(data))
  return index < 0 ? null : ((index + 1) as 1 | 2 | 3 | 4)
}
