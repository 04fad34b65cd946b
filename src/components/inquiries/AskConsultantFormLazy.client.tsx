'use client'

import dynamic from 'next/dynamic'

// A module of its own, so the form (composer, details form, validation) is fetched only where it renders:
// a visitor or a consultant reading a profile never loads it.
export const AskConsultantForm = dynamic(() =>
  import('./AskConsultantForm.client').then((module) => module.AskConsultantForm),
)
