// Staff accounts and demo consultees. Staff credentials come from the environment; the defaults
// exist only for the local embedded database and are printed in the README.

export type SeedStaff = {
  role: 'ADMIN' | 'REVIEWER' | 'EDITOR'
  envPrefix: string
  email: string
  password: string
  firstName: string
  lastName: string
}

export const seedStaff: SeedStaff[] = [
  {
    role: 'ADMIN',
    envPrefix: 'ADMIN',
    email: 'admin@careerbridge.dev',
    password: 'Admin#2026',
    firstName: 'Alex',
    lastName: 'Admin',
  },
  {
    role: 'REVIEWER',
    envPrefix: 'REVIEWER',
    email: 'reviewer@careerbridge.dev',
    password: 'Review#2026',
    firstName: 'Rita',
    lastName: 'Reviewer',
  },
  {
    role: 'EDITOR',
    envPrefix: 'EDITOR',
    email: 'editor@careerbridge.dev',
    password: 'Editor#2026',
    firstName: 'Emil',
    lastName: 'Editor',
  },
]

export const DEMO_PASSWORD = 'Demo#2026'

export const seedConsultees = [
  { email: 'lena.fischer@example.com', firstName: 'Lena', lastName: 'Fischer', timezone: 'Europe/Berlin' },
  { email: 'arjun.rao@example.com', firstName: 'Arjun', lastName: 'Rao', timezone: 'Asia/Kolkata' },
  { email: 'maria.garcia@example.com', firstName: 'María', lastName: 'García', timezone: 'Europe/Madrid' },
  // Consultees whose past sessions and reviews give the demo consultants their ratings (see reviews.ts).
  { email: 'tobias.richter@example.com', firstName: 'Tobias', lastName: 'Richter', timezone: 'Europe/Berlin' },
  { email: 'nadia.haddad@example.com', firstName: 'Nadia', lastName: 'Haddad', timezone: 'Europe/Berlin' },
  { email: 'kenji.sato@example.com', firstName: 'Kenji', lastName: 'Sato', timezone: 'Asia/Tokyo' },
  { email: 'julia.wagner@example.com', firstName: 'Julia', lastName: 'Wagner', timezone: 'Europe/Vienna' },
  { email: 'samuel.okafor@example.com', firstName: 'Samuel', lastName: 'Okafor', timezone: 'Africa/Lagos' },
  { email: 'elena.popescu@example.com', firstName: 'Elena', lastName: 'Popescu', timezone: 'Europe/Bucharest' },
  { email: 'felix.braun@example.com', firstName: 'Felix', lastName: 'Braun', timezone: 'Europe/Berlin' },
  { email: 'priya.nair@example.com', firstName: 'Priya', lastName: 'Nair', timezone: 'Asia/Kolkata' },
]
