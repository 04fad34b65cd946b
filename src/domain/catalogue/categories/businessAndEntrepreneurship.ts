import type { CategorySeed } from '../types'

export const businessAndEntrepreneurship: CategorySeed = {
  name: { en: 'Business & Entrepreneurship', de: 'Business & Unternehmertum' },
  services: [
    ['Pitch Deck Review', 'Pitch-Deck-Review', 'High'],
    ['Business Plan Review', 'Businessplan-Check', 'High'],
    ['Start-up Funding & Investor Readiness', 'Start-up-Finanzierung & Investorenreife', 'High'],
    ['Freelancing in Germany', 'Freiberuflich arbeiten in Deutschland', 'High'],
    ['Go-to-Market Strategy', 'Go-to-Market-Strategie', 'Medium'],
    ['Pricing Strategy', 'Preisstrategie', 'Medium'],
    ['Founding a Company in Germany (GmbH & UG)', 'Unternehmensgründung in Deutschland (GmbH & UG)', 'Medium'],
    ['B2B Sales & Sales Pipeline', 'B2B-Vertrieb & Vertriebspipeline', 'Medium'],
    ['Consulting Case Interview', 'Case Interview für die Unternehmensberatung', 'Medium'],
    ['Financial Modelling for Founders', 'Finanzmodellierung für Gründer', 'Medium'],
    ['Product-Market Fit Validation', 'Validierung des Product-Market-Fit', 'Medium'],
    ['Building a Consulting Practice', 'Aufbau einer eigenen Beratungspraxis', 'Medium'],
  ],
}
