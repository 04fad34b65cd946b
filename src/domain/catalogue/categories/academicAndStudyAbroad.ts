import type { CategorySeed } from '../types'

export const academicAndStudyAbroad: CategorySeed = {
  name: { en: 'Academic & Study Abroad', de: 'Studium & Auslandsstudium' },
  services: [
    ['University Application', 'Hochschulbewerbung', 'High'],
    ['Scholarship Application', 'Stipendienbewerbung', 'High'],
    ['Statement of Purpose Review', 'Check des Motivationsschreibens', 'High'],
    ['Studying in Germany', 'Studieren in Deutschland', 'High'],
    ["Choosing a Master's Programme", 'Auswahl des Masterstudiengangs', 'Medium'],
    ['PhD Application', 'Bewerbung um eine Promotionsstelle', 'Medium'],
    ['Student Visa & Blocked Account', 'Studentenvisum & Sperrkonto', 'Medium'],
    ['MBA Admissions Consulting', 'MBA-Zulassungsberatung', 'Medium'],
    ['GRE & GMAT Preparation Strategy', 'Vorbereitungsstrategie für GRE & GMAT', 'Medium'],
    ['IELTS & TOEFL Preparation', 'IELTS- & TOEFL-Vorbereitung', 'Medium'],
    ['Choosing a Field of Study', 'Studienwahl', 'Medium'],
    ['Recognition of Foreign Degrees', 'Anerkennung ausländischer Abschlüsse', 'Medium'],
    ['Academic Writing & Thesis Coaching', 'Wissenschaftliches Schreiben & Abschlussarbeits-Coaching', 'Medium'],
  ],
}
