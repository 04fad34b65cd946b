import type { CategorySeed } from '../types'

export const femaleLeadershipServices: CategorySeed = {
  name: { en: 'Female Leadership Services', de: 'Services für Frauen in Führung' },
  services: [
    ['Women in Leadership Negotiation', 'Verhandlungstraining für Frauen in Führung', 'High'],
    ['Returning to Work after Parental Leave', 'Wiedereinstieg nach der Elternzeit', 'High'],
    ['Closing Your Gender Pay Gap', 'Den eigenen Gender-Pay-Gap schließen', 'High'],
    ['Career Coaching for Women in Tech', 'Karrierecoaching für Frauen in der Tech-Branche', 'High'],
    ['Executive Presence for Women', 'Executive Presence für Frauen', 'Medium'],
    ['Mentoring for Women Founders', 'Mentoring für Gründerinnen', 'Medium'],
    ['Board Readiness for Women', 'Vorbereitung auf Aufsichtsratsmandate für Frauen', 'Medium'],
    ['Part-Time Leadership & Job Sharing', 'Führen in Teilzeit & Jobsharing', 'Medium'],
    ['Overcoming Impostor Syndrome', 'Das Hochstapler-Syndrom überwinden', 'Medium'],
    ['Building Your Sponsor Network', 'Das eigene Sponsorennetzwerk aufbauen', 'Medium'],
    ['Career Planning around Family', 'Karriereplanung mit Familie', 'Medium'],
    ['Visibility & Self-Promotion for Women', 'Sichtbarkeit & Selbstmarketing für Frauen', 'Medium'],
  ],
}
