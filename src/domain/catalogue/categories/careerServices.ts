import type { CategorySeed } from '../types'

export const careerServices: CategorySeed = {
  name: { en: 'Career Services', de: 'Karriere-Services' },
  services: [
    ['CV Review', 'Lebenslauf-Check', 'High'],
    ['Cover Letter Review', 'Anschreiben-Check', 'Medium'],
    ['Mock Interview', 'Probe-Vorstellungsgespräch', 'High'],
    ['Salary Negotiation', 'Gehaltsverhandlung', 'High'],
    ['LinkedIn Profile Optimisation', 'LinkedIn-Profiloptimierung', 'High'],
    ['Blue Card & Relocation to Germany', 'Blaue Karte & Umzug nach Deutschland', 'High'],
    ['Career Change Strategy', 'Strategie für den Berufswechsel', 'Medium'],
    ['Job Search Strategy', 'Strategie für die Jobsuche', 'Medium'],
    ['German Application Documents', 'Deutsche Bewerbungsunterlagen', 'Medium'],
    ['Assessment Centre Preparation', 'Vorbereitung auf das Assessment-Center', 'Medium'],
    ['Career Orientation for Graduates', 'Berufsorientierung für Absolventen', 'Medium'],
    ['Returning to Work after a Career Break', 'Wiedereinstieg nach einer Berufspause', 'Medium'],
    ['Networking Strategy', 'Networking-Strategie', 'Medium'],
  ],
}
