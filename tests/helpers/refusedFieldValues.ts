import { stepBodies } from './applicationBodies'

// Values the app's own endpoints refuse, each as a generic-API body and the field error it must cause.

const { personalInformation, applicationData } = stepBodies.personalInformation
const { experience } = stepBodies.experience

const job = { ...experience.experiences[0], toDate: 'NOW' }
const endedJob = { ...job, fromDate: '2020-05', toDate: '2019-01', myCurrentRole: false }
const degree = experience.education[0]

/** A complete consultant profile as the application leaves it (prices in cents). */
export const completeConsultantProfile = {
  country: personalInformation.country,
  city: personalInformation.city,
  languages: [...personalInformation.languages],
  gender: personalInformation.gender,
  application: applicationData,
  ...stepBodies.profileDetails,
  skills: [...stepBodies.skillsServices.skills],
  services: stepBodies.skillsServices.services.map((service) => ({ ...service, category: 'Other' })),
  pricing30Min: 5000,
  pricing60Min: 9000,
  pricingTrial: 0,
  industry: experience.industry,
  major: experience.major,
  yearsOfExperience: experience.yearsOfExperience,
  consultantBusinessType: experience.consultantBusinessType,
  workingHistory: [job],
  educationBackgrounds: [degree],
}

export type Refusal = { label: string; body: Record<string, unknown>; path: string }

const refuse = (label: string, body: Record<string, unknown>, path = Object.keys(body)[0]!): Refusal => ({
  label,
  body,
  path,
})
const XSS = 'javascript:alert(document.cookie)'

export const refusedConsultantProfileValues: Refusal[] = [
  refuse('a javascript: LinkedIn link', { linkedInUrl: `${XSS}//https://www.linkedin.com/in/x` }),
  refuse('a javascript: GitHub link', { githubUrl: XSS }),
  refuse('a javascript: Xing link', { xingUrl: XSS }),
  refuse('a javascript: website', { personalWebsite: XSS }),
  refuse('a website on a bare host name', { personalWebsite: 'http://intranet/x' }),
  refuse('a javascript: video link', { videoUrl: XSS }),
  refuse('a data: video link', { videoUrl: 'data:text/html,<script>alert(1)</script>' }),
  refuse('the last link removed', { linkedInUrl: null }),
  refuse('an emptied tagline', { tagline: '' }),
  refuse('a short about-me text', { aboutMe: 'Too short.' }),
  refuse('an unknown country', { country: 'XX' }),
  refuse('an emptied city', { city: ' ' }),
  refuse('no languages', { languages: [] }),
  refuse('a language twice', { languages: ['en', 'EN'] }),
  refuse('a short motivation', { application: { ...applicationData, motivation: 'Money.' } }, 'application.motivation'),
  refuse('an industry outside the catalogue', { industry: 'astrology' }),
  refuse('a major the industry does not offer', { major: 'psychology' }),
  refuse('unknown years of experience', { yearsOfExperience: '99' }),
  refuse('fewer than 5 skills', { skills: ['SQL'] }),
  refuse('a service without description', { services: [{ title: 'Mock interview' }, ...completeServices(4)] }),
  refuse('fewer than 5 services', { services: completeServices(1) }),
  refuse('a job ending before it began', { workingHistory: [endedJob] }),
  refuse('a job starting in the future', { workingHistory: [{ ...job, fromDate: '2999-01' }] }),
  refuse('no education left', { educationBackgrounds: [] }),
  refuse('a degree ending before it began', { educationBackgrounds: [{ ...degree, toDate: '2001-01' }] }),
  refuse('a 30-minute price above the 60-minute price', { pricing30Min: 9500 }),
  refuse('an emptied price', { pricing60Min: null }),
]

function completeServices(count: number) {
  return stepBodies.skillsServices.services.slice(0, count).map((entry) => ({ ...entry }))
}

export const refusedUserValues: Refusal[] = [
  refuse('a first name with digits', { firstName: 'R2D2' }),
  refuse('a last name with markup', { lastName: '<b>Bold</b>' }),
  refuse('an emptied first name', { firstName: '' }),
  refuse('a javascript: picture', { imageUrl: XSS }),
  refuse("a picture upload that is not the user's", { imageUrl: '/api/uploads/file/aaaaaaaaaaaaaaaaaaaa' }),
  refuse('an unknown time zone', { timezone: 'Mars/Olympus_Mons' }),
]

export const refusedConsulteeProfileValues: Refusal[] = [
  refuse('an unknown country', { country: 'XX' }),
  refuse('an industry longer than 100 characters', { industry: 'x'.repeat(101) }),
  refuse('a job ending before it began', { workingHistory: [endedJob] }),
  refuse('a skill named twice', {
    skills: [
      { skillName: 'SQL', proficiency: 'EXPERT' },
      { skillName: 'sql', proficiency: 'BEGINNER' },
    ],
  }),
  refuse(
    'a day that does not exist',
    { careerPreferences: { earliestStartDate: '2027-02-30' } },
    'careerPreferences.earliestStartDate',
  ),
  refuse(
    'a salary range upside down',
    { careerPreferences: { salaryMinEuro: 90000, salaryMaxEuro: 50000 } },
    'careerPreferences.salaryMaxEuro',
  ),
  refuse(
    'a blank preferred city',
    { careerPreferences: { preferredCities: ['Berlin', ' '] } },
    'careerPreferences.preferredCities',
  ),
  refuse(
    "a CV that is not the consultee's",
    { careerPreferences: { cvKey: 'bbbbbbbbbbbbbbbbbbbb' } },
    'careerPreferences.cvKey',
  ),
]
