import type { CategorySeed } from '../types'

export const leadershipAndManagement: CategorySeed = {
  name: { en: 'Leadership & Management', de: 'Führung & Management' },
  services: [
    ['First 90 Days as a Manager', 'Die ersten 90 Tage als Führungskraft', 'High'],
    ['From Colleague to Manager', 'Vom Kollegen zur Führungskraft', 'High'],
    ['Feedback & Performance Reviews', 'Feedback & Mitarbeitergespräche', 'High'],
    ['Stakeholder Management', 'Stakeholder-Management', 'High'],
    ['Executive Coaching', 'Executive Coaching', 'Medium'],
    ['Leading Remote Teams', 'Remote-Teams führen', 'Medium'],
    ['Conflict Management in Teams', 'Konfliktmanagement im Team', 'Medium'],
    ['Change Management', 'Change Management', 'Medium'],
    ['Hiring & Building a Team', 'Recruiting & Teamaufbau', 'Medium'],
    ['Strategic Thinking for Leaders', 'Strategisches Denken für Führungskräfte', 'Medium'],
    ['OKRs & Goal Setting', 'OKRs & Zielsetzung', 'Medium'],
    ['Director & VP Interview Preparation', 'Vorbereitung auf Interviews für Director- und VP-Positionen', 'Medium'],
    ['Leadership Style Assessment', 'Analyse des eigenen Führungsstils', 'Medium'],
  ],
}
