import type { CategorySeed } from '../types'

export const softSkillsAndPersonalGrowth: CategorySeed = {
  name: { en: 'Soft Skills & Personal Growth', de: 'Soft Skills & persönliche Entwicklung' },
  services: [
    ['Public Speaking', 'Öffentliches Reden', 'High'],
    ['Time Management & Productivity', 'Zeitmanagement & Produktivität', 'High'],
    ['Stress Management & Burnout Prevention', 'Stressbewältigung & Burnout-Prävention', 'High'],
    ['Personal Branding', 'Personal Branding', 'High'],
    ['Presentation Skills', 'Präsentationstechniken', 'Medium'],
    [
      'Intercultural Communication at German Workplaces',
      'Interkulturelle Kommunikation am deutschen Arbeitsplatz',
      'Medium',
    ],
    ['Emotional Intelligence', 'Emotionale Intelligenz', 'Medium'],
    ['Building Self-Confidence', 'Mehr Selbstbewusstsein', 'Medium'],
    ['Business Communication', 'Business-Kommunikation', 'Medium'],
    ['Work-Life Balance', 'Work-Life-Balance', 'Medium'],
    ['Critical Thinking & Problem Solving', 'Kritisches Denken & Problemlösung', 'Medium'],
    ['Business German for Professionals', 'Business-Deutsch für Fachkräfte', 'Medium'],
  ],
}
