import type { Localized } from './types'

/** Fields of study; the key is the slug of the English label. */
export const MAJOR_LABELS = {
  'computer-science': { en: 'Computer Science', de: 'Informatik' },
  'software-engineering': { en: 'Software Engineering', de: 'Softwaretechnik' },
  'business-informatics': { en: 'Business Informatics', de: 'Wirtschaftsinformatik' },
  'data-science': { en: 'Data Science', de: 'Data Science' },
  cybersecurity: { en: 'Cybersecurity', de: 'IT-Sicherheit' },
  mathematics: { en: 'Mathematics', de: 'Mathematik' },
  statistics: { en: 'Statistics', de: 'Statistik' },
  physics: { en: 'Physics', de: 'Physik' },
  chemistry: { en: 'Chemistry', de: 'Chemie' },
  biology: { en: 'Biology', de: 'Biologie' },
  biotechnology: { en: 'Biotechnology', de: 'Biotechnologie' },
  'business-administration': { en: 'Business Administration', de: 'Betriebswirtschaftslehre' },
  economics: { en: 'Economics', de: 'Volkswirtschaftslehre' },
  finance: { en: 'Finance', de: 'Finanzwirtschaft' },
  accounting: { en: 'Accounting', de: 'Rechnungswesen' },
  'international-business': { en: 'International Business', de: 'Internationale Betriebswirtschaft' },
  law: { en: 'Law', de: 'Rechtswissenschaft' },
  'electrical-engineering': { en: 'Electrical Engineering', de: 'Elektrotechnik' },
  'mechanical-engineering': { en: 'Mechanical Engineering', de: 'Maschinenbau' },
  'industrial-engineering': { en: 'Industrial Engineering', de: 'Wirtschaftsingenieurwesen' },
  'civil-engineering': { en: 'Civil Engineering', de: 'Bauingenieurwesen' },
  'materials-science': { en: 'Materials Science', de: 'Materialwissenschaft' },
  'automotive-engineering': { en: 'Automotive Engineering', de: 'Fahrzeugtechnik' },
  'energy-engineering': { en: 'Energy Engineering', de: 'Energietechnik' },
  'environmental-science': { en: 'Environmental Science', de: 'Umweltwissenschaften' },
  medicine: { en: 'Medicine', de: 'Medizin' },
  nursing: { en: 'Nursing', de: 'Pflegewissenschaft' },
  pharmacy: { en: 'Pharmacy', de: 'Pharmazie' },
  'public-health': { en: 'Public Health', de: 'Gesundheitswissenschaften' },
  psychology: { en: 'Psychology', de: 'Psychologie' },
  sociology: { en: 'Sociology', de: 'Soziologie' },
  education: { en: 'Education', de: 'Erziehungswissenschaft' },
  'teacher-education': { en: 'Teacher Education', de: 'Lehramt' },
  'social-work': { en: 'Social Work', de: 'Soziale Arbeit' },
  marketing: { en: 'Marketing', de: 'Marketing' },
  'communication-studies': { en: 'Communication Studies', de: 'Kommunikationswissenschaft' },
  'media-studies': { en: 'Media Studies', de: 'Medienwissenschaft' },
  journalism: { en: 'Journalism', de: 'Journalismus' },
  'film-studies': { en: 'Film Studies', de: 'Filmwissenschaft' },
  design: { en: 'Design', de: 'Design' },
  'human-resource-management': { en: 'Human Resource Management', de: 'Personalmanagement' },
  logistics: { en: 'Logistics', de: 'Logistik' },
  'supply-chain-management': { en: 'Supply Chain Management', de: 'Supply-Chain-Management' },
  'e-commerce': { en: 'E-Commerce', de: 'E-Commerce' },
  'political-science': { en: 'Political Science', de: 'Politikwissenschaft' },
  'public-administration': { en: 'Public Administration', de: 'Verwaltungswissenschaft' },
  architecture: { en: 'Architecture', de: 'Architektur' },
  'urban-planning': { en: 'Urban Planning', de: 'Stadtplanung' },
  'real-estate-management': { en: 'Real Estate Management', de: 'Immobilienwirtschaft' },
  'hospitality-management': { en: 'Hospitality Management', de: 'Hotelmanagement' },
  'tourism-management': { en: 'Tourism Management', de: 'Tourismusmanagement' },
  'non-profit-management': { en: 'Non-profit Management', de: 'Nonprofit-Management' },
} as const satisfies Record<string, Localized>

export type MajorId = keyof typeof MAJOR_LABELS

export const MAJOR_IDS = Object.keys(MAJOR_LABELS) as MajorId[]

export function isMajorId(id: unknown): id is MajorId {
  return typeof id === 'string' && Object.hasOwn(MAJOR_LABELS, id)
}
