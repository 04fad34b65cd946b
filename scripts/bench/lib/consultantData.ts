// Generated consultants for benchmarks: catalogue industries, majors and services, and varied, realistic
// text (names, titles, employers, skills, about texts), the same for a given seed on every run.
import { CATEGORIES, INDUSTRIES, MAJOR_LABELS, SERVICES, type MajorId } from '@/domain/catalogue'
import { shortIdFromBytes } from '@/domain/ids'
import { profileSearchText } from '@/domain/search'

export type GeneratedConsultant = {
  email: string
  firstName: string
  lastName: string
  userShortId: string
  consultantShortId: string
  timezone: string
  country: string
  city: string
  languages: string[]
  industry: string
  major: string
  yearsOfExperience: string
  tagline: string
  aboutMe: string
  skills: string[]
  services: { serviceId: string; title: string; description: string; category: string }[]
  /** cents, VAT included */
  prices: { min30: number; min60: number; trial: number }
  job: { title: string; organization: string; fromDate: string }
  education: { type: string; fieldOfStudy: string; university: string; fromDate: string; toDate: string }
  verified: boolean
  averageRating: number | null
  reviewCount: number
  searchText: string
}

/** mulberry32: small, fast and good enough to vary test data reproducibly. */
export function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const FIRST_NAMES = (
  'Jonas, Lena, Aylin, Rahul, Emily, Sophie, Mateo, Chen, Fatima, Lukas, Anna, Marco, Priya, Olga, ' +
  'Tobias, Yuki, Amira, David, Clara, Jan, Sara, Nikolai, Elif, Samuel, Maja, Leon, Hannah, Kofi, ' +
  'Ines, Felix, Zeynep, Daniel, Laura, Arjun, Mia, Paul, Julia, Omar, Katarzyna, Finn, Noah, Emma, ' +
  'Lucía, Hamza, Charlotte, Viktor, Ana, Moritz'
).split(', ')
const LAST_NAMES = (
  'Weber, Fischer, Demir, Mehta, Carter, Martin, García, Wang, Hassan, Schneider, Nowak, Rossi, ' +
  'Sharma, Ivanova, Becker, Tanaka, Khalil, Cohen, Hoffmann, Jansen, Lindqvist, Petrov, Yılmaz, ' +
  'Mensah, Keller, Schulz, Wagner, Okafor, Fernandes, Braun, Kaya, Meyer, Richter, Iyer, Klein, Wolf, ' +
  'Schröder, Haddad, Kowalski, Neumann, Dubois, Silva, Novak'
).split(', ')
const PLACES = [
  ['DE', 'Berlin', 'Europe/Berlin'],
  ['DE', 'München', 'Europe/Berlin'],
  ['DE', 'Hamburg', 'Europe/Berlin'],
  ['DE', 'Frankfurt am Main', 'Europe/Berlin'],
  ['DE', 'Köln', 'Europe/Berlin'],
  ['AT', 'Wien', 'Europe/Vienna'],
  ['CH', 'Zürich', 'Europe/Zurich'],
  ['NL', 'Amsterdam', 'Europe/Amsterdam'],
  ['FR', 'Paris', 'Europe/Paris'],
  ['ES', 'Barcelona', 'Europe/Madrid'],
  ['GB', 'London', 'Europe/London'],
  ['IE', 'Dublin', 'Europe/Dublin'],
  ['PL', 'Warszawa', 'Europe/Warsaw'],
  ['US', 'New York', 'America/New_York'],
  ['CA', 'Toronto', 'America/Toronto'],
  ['IN', 'Bengaluru', 'Asia/Kolkata'],
  ['TR', 'İstanbul', 'Europe/Istanbul'],
  ['AU', 'Adelaide', 'Australia/Adelaide'],
] as const
const LANGUAGES = ['de', 'fr', 'es', 'tr', 'it', 'pl', 'hi', 'ar', 'nl', 'pt']
const COMPANIES = (
  'Zalando, Siemens, SAP, Deutsche Bank, Allianz, BMW Group, Bosch, Lufthansa, BASF, Bayer, Adidas, ' +
  'Delivery Hero, N26, Celonis, McKinsey & Company, Boston Consulting Group, Deloitte, Accenture, ' +
  'Google, Amazon, Microsoft, Spotify, HubSpot, Shopify, Charité, Helios Kliniken, Deutsche Bahn, ' +
  'DHL Group, Kühne + Nagel, E.ON, RWE, Volkswagen, Mercedes-Benz, Porsche, Otto Group, REWE Group, ' +
  'ProSiebenSat.1, Bertelsmann, Roche, Novartis, BioNTech, Vonovia, TUI, Booking.com, UNICEF, Caritas, ' +
  'Fraunhofer, Freshfields, Hengeler Mueller, KPMG'
).split(', ')
const UNIVERSITIES = (
  'TU Berlin, LMU München, TU München, Universität Hamburg, RWTH Aachen, Goethe-Universität Frankfurt, ' +
  'Universität zu Köln, KIT Karlsruhe, Universität Wien, ETH Zürich, HEC Paris, ' +
  'University of Amsterdam, London School of Economics, Trinity College Dublin, IIT Bombay, ' +
  'University of Toronto, WHU, Mannheim University, Humboldt-Universität zu Berlin, ' +
  'Freie Universität Berlin'
).split(', ')
const SENIORITY = ['Senior', 'Lead', 'Principal', 'Head of', 'Junior', '']
const ROLES: Record<string, string[]> = {
  'information-technology': [
    'Software Engineer',
    'Engineering Manager',
    'Data Scientist',
    'DevOps Engineer',
    'Product Manager',
  ],
  'finance-and-banking': ['Investment Banker', 'Financial Analyst', 'Risk Manager', 'Controller', 'Portfolio Manager'],
  consulting: ['Management Consultant', 'Strategy Consultant', 'Project Manager', 'Business Analyst'],
  engineering: ['Mechanical Engineer', 'Electrical Engineer', 'Project Engineer', 'Quality Engineer'],
  healthcare: ['Physician', 'Nurse Manager', 'Hospital Administrator', 'Clinical Researcher'],
  education: ['Teacher', 'Lecturer', 'Study Advisor', 'Instructional Designer'],
  'marketing-and-communications': ['Product Marketing Manager', 'Brand Manager', 'Content Strategist', 'PR Manager'],
  'human-resources': ['Recruiter', 'HR Business Partner', 'Talent Acquisition Manager', 'People Lead'],
  law: ['Lawyer', 'Legal Counsel', 'Compliance Officer', 'Paralegal'],
}
const GENERIC_ROLES = ['Project Manager', 'Operations Manager', 'Team Lead', 'Analyst', 'Specialist', 'Director']
const SKILLS: Record<string, string[]> = {
  'information-technology': [
    'TypeScript',
    'Python',
    'System design',
    'Kubernetes',
    'Machine learning',
    'SQL',
    'Cloud architecture',
  ],
  'finance-and-banking': ['Financial modelling', 'Valuation', 'M&A', 'Risk management', 'Excel', 'Accounting'],
  consulting: ['Case interviews', 'Problem solving', 'Stakeholder management', 'PowerPoint', 'Market analysis'],
  'marketing-and-communications': ['Positioning', 'Go-to-market', 'SEO', 'Copywriting', 'Brand strategy'],
  'human-resources': ['Recruiting', 'Employer branding', 'Arbeitsrecht', 'Onboarding', 'Performance reviews'],
  healthcare: ['Patient care', 'Clinical research', 'Approbation', 'Hospital management'],
  law: ['Contract law', 'Compliance', 'GDPR', 'Negotiation', 'Litigation'],
}
const GENERIC_SKILLS = (
  'Salary negotiation, Interview preparation, Leadership, Communication, Public speaking, Networking, ' +
  'Project management, Time management, Lebenslauf, Bewerbung, Vorstellungsgespräch, Agile, Scrum, ' +
  'Data analysis, English for work, German for work, Career change, Remote work, Presentation skills'
).split(', ')
const SERVICE_DESCRIPTIONS = [
  'A focused consultation with written feedback and concrete next steps.',
  'We work through your material together, line by line, and agree on a plan.',
  'Realistic practice with the questions German employers ask most, then honest feedback.',
  'I share what I look for when I hire and help you present your experience.',
  'Ein Gespräch mit klaren Empfehlungen für deine nächsten Schritte.',
]
const ABOUT_SENTENCES = [
  (s: Sentence) => `I have worked as ${s.article} ${s.role} at ${s.company} for ${s.years} years.`,
  (s: Sentence) => `Before that I studied ${s.field} at ${s.university}.`,
  (s: Sentence) =>
    `I have interviewed more than ${s.count} candidates and know what hiring managers in ${s.industry} look for.`,
  (s: Sentence) =>
    `I help people who want to start or grow a career in ${s.industry}, from the CV to the signed contract.`,
  (s: Sentence) => `Together we prepare interviews, sharpen your story and plan your next steps in ${s.city}.`,
  () => `Ich unterstütze dich bei Bewerbung, Vorstellungsgespräch und Gehaltsverhandlung in Deutschland.`,
  (s: Sentence) => `Many of my mentees moved into ${s.role} roles within six months.`,
]
type Sentence = {
  article: string
  role: string
  company: string
  years: number
  field: string
  university: string
  count: number
  industry: string
  city: string
}
// Catalogue services most consultants offer (the career basics), and the rest drawn at random.
const COMMON_SERVICES = [
  'career-services/cv-review',
  'career-services/mock-interview',
  'career-services/salary-negotiation',
]

export function generateConsultant(index: number, rand: () => number): GeneratedConsultant {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T
  const pickSome = <T>(items: readonly T[], count: number): T[] => {
    const chosen = new Set<T>()
    while (chosen.size < Math.min(count, items.length)) chosen.add(pick(items))
    return [...chosen]
  }
  const shortId = () => shortIdFromBytes(Uint8Array.from({ length: 8 }, () => Math.floor(rand() * 256)))
  const firstName = pick(FIRST_NAMES)
  const lastName = pick(LAST_NAMES)
  const [country, city, timezone] = pick(PLACES)
  const industry = pick(INDUSTRIES)
  const major: MajorId = pick(industry.majors)
  const role = `${pick(SENIORITY)} ${pick(ROLES[industry.id] ?? GENERIC_ROLES)}`.trim()
  const company = pick(COMPANIES)
  const years = 2 + Math.floor(rand() * 18)
  const fromYear = 2026 - Math.min(years, 1 + Math.floor(rand() * 8))
  const field = MAJOR_LABELS[major].en
  const university = pick(UNIVERSITIES)
  const industryName = industry.label.en
  const serviceIds = new Set(pickSome(COMMON_SERVICES, 1 + Math.floor(rand() * 2)))
  for (const service of pickSome(SERVICES, 1 + Math.floor(rand() * 4))) serviceIds.add(service.id)
  const services = [...serviceIds].slice(0, 6).map((id) => {
    const service = SERVICES.find((candidate) => candidate.id === id)!
    return {
      serviceId: service.id,
      title: service.name.en.slice(0, 50),
      description: pick(SERVICE_DESCRIPTIONS),
      category: CATEGORIES.find((category) => category.id === service.categoryId)?.name.en ?? 'Other',
    }
  })
  const skills = [
    ...pickSome(SKILLS[industry.id] ?? GENERIC_SKILLS, 2 + Math.floor(rand() * 3)),
    ...pickSome(GENERIC_SKILLS, 2),
  ]
  const sentence: Sentence = {
    article: /^[AEIOU]/.test(role) ? 'an' : 'a',
    role,
    company,
    years,
    field,
    university,
    count: 20 * (1 + Math.floor(rand() * 40)),
    industry: industryName,
    city,
  }
  const aboutMe = pickSome(ABOUT_SENTENCES, 3 + Math.floor(rand() * 3))
    .map((write) => write(sentence))
    .join(' ')
  const tagline =
    `${role} at ${company}: ${pick(['interviews', 'career change', 'your CV', 'salary talks', 'first job'])} in ${industryName}`.slice(
      0,
      90,
    )
  const min30 = (20 + 5 * Math.floor(rand() * 27)) * 100
  const reviewCount = rand() < 0.2 ? 0 : 1 + Math.floor(rand() * 150)
  const consultant = {
    email: `bench.consultant.${index}@example.com`,
    firstName,
    lastName,
    userShortId: shortId(),
    consultantShortId: shortId(),
    timezone,
    country,
    city,
    languages: ['en', ...pickSome(LANGUAGES, Math.floor(rand() * 3))],
    industry: industry.id,
    major,
    yearsOfExperience: years >= 15 ? '15+' : String(years),
    tagline,
    aboutMe,
    skills,
    services,
    prices: { min30, min60: Math.round((min30 * 1.8) / 50) * 50, trial: pick([0, 0, 500, 1000, 1500]) },
    job: { title: role.slice(0, 50), organization: company, fromDate: `${fromYear}-0${1 + Math.floor(rand() * 9)}` },
    education: {
      type: pick(['BACHELOR', 'MASTER', 'MASTER', 'PHD']),
      fieldOfStudy: field.slice(0, 50),
      university,
      fromDate: `${fromYear - 6}-10`,
      toDate: `${fromYear - 2}-09`,
    },
    verified: rand() < 0.6,
    averageRating: reviewCount ? Math.round((3.5 + rand() * 1.5) * 10) / 10 : null,
    reviewCount,
  }
  const searchText = profileSearchText({
    displayName: `${firstName} ${lastName}`,
    tagline,
    skills,
    services,
    workingHistory: [consultant.job],
    aboutMe,
  })
  return { ...consultant, searchText }
}
