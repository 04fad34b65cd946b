import type { CategorySeed } from '../types'

export const aiMentors: CategorySeed = {
  name: { en: 'AI Mentors', de: 'KI-Mentoren' },
  services: [
    ['Prompt Engineering for Your Job', 'Prompt Engineering für Ihren Job', 'High'],
    ['AI Tools for Productivity', 'KI-Tools für mehr Produktivität', 'High'],
    ['Machine Learning Engineer Career Path', 'Karriereweg zum Machine-Learning-Engineer', 'High'],
    ['Machine Learning Interview Preparation', 'Vorbereitung auf Machine-Learning-Interviews', 'High'],
    ['Generative AI for Marketing', 'Generative KI im Marketing', 'Medium'],
    ['Building LLM Applications', 'LLM-Anwendungen entwickeln', 'Medium'],
    ['AI Strategy for Managers', 'KI-Strategie für Führungskräfte', 'Medium'],
    ['AI Ethics & the EU AI Act', 'KI-Ethik & der EU AI Act', 'Medium'],
    ['Career Switch into AI', 'Quereinstieg in die KI', 'Medium'],
    ['AI Product Management', 'KI-Produktmanagement', 'Medium'],
    ['Automating Workflows with AI', 'Arbeitsabläufe mit KI automatisieren', 'Medium'],
    ['Future-Proofing Your Career against AI', 'Die eigene Karriere zukunftssicher gegenüber KI machen', 'Medium'],
  ],
}
