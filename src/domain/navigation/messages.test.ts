import { describe, expect, it } from 'vitest'

import de from '../../i18n/messages/de.json'
import en from '../../i18n/messages/en.json'
import { NAV_KEYS } from './menu'

describe.each([
  ['en', en.nav],
  ['de', de.nav],
])('"nav" messages in %s', (_locale, messages) => {
  it('label every navigation key and nothing else', () => {
    expect(Object.keys(messages).sort()).toEqual([...NAV_KEYS].sort())
  })
})

it.each([
  ['submitApplication', 'Submit Your Application'],
  ['submitYourApplication', 'Submit your application'],
  ['completeProfile', 'Complete Profile'],
  ['joinAsConsultant', 'Join as a consultant'],
  ['referFriend', 'Refer a friend'],
  ['dashboardBadge', '{count} open items'],
] as const)('English %s reads "%s"', (key, text) => {
  expect(en.nav[key]).toBe(text)
})
