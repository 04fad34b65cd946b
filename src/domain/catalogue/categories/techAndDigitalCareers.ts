import type { CategorySeed } from '../types'

export const techAndDigitalCareers: CategorySeed = {
  name: { en: 'Tech & Digital Careers', de: 'Tech- & Digitalkarrieren' },
  services: [
    ['System Design Interview', 'System-Design-Interview', 'High'],
    ['Coding Interview Practice', 'Coding-Interview-Training', 'High'],
    ['Data Science Career Switch', 'Quereinstieg in Data Science', 'High'],
    ['Product Manager Interview Preparation', 'Vorbereitung auf Product-Manager-Interviews', 'High'],
    ['Portfolio Review for Developers', 'Portfolio-Review für Entwickler', 'Medium'],
    ['Frontend Career Path', 'Karriereweg im Frontend', 'Medium'],
    ['Cloud Certification Roadmap', 'Fahrplan für Cloud-Zertifizierungen', 'Medium'],
    ['Getting into Cybersecurity', 'Einstieg in die Cybersecurity', 'Medium'],
    ['UX Design Portfolio Review', 'UX-Design-Portfolio-Review', 'Medium'],
    ['DevOps & Platform Engineering Careers', 'Karriere in DevOps & Platform Engineering', 'Medium'],
    ['Tech Lead Transition', 'Übergang in die Tech-Lead-Rolle', 'Medium'],
    ['GitHub Profile Review', 'GitHub-Profil-Review', 'Medium'],
    ['Scrum Master & Agile Coach Career', 'Karriere als Scrum Master & Agile Coach', 'Medium'],
  ],
}
