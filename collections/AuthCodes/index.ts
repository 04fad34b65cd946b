import type { CollectionConfig } from 'payload'

import { nobody } from '../../access/nobody'
import { CODE_PURPOSES } from '@/domain/auth'

/** Hashed one-time codes for email verification, password reset and email change; never readable through an API. */
export const AuthCodes: CollectionConfig = {
  slug: 'auth-codes',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'purpose', type: 'select', required: true, options: [...CODE_PURPOSES], index: true },
    { name: 'codeHash', type: 'text', required: true },
    { name: 'expiresAt', type: 'date', required: true },
    { name: 'sentAt', type: 'date', required: true },
    // The first code goes out with sign-up; the 120 s cooldown applies between resends only.
    { name: 'resent', type: 'checkbox', defaultValue: false },
    { name: 'attempts', type: 'number', required: true, defaultValue: 0 },
    { name: 'consumedAt', type: 'date' },
    // CHANGE_EMAIL: the address the code was sent to, which becomes the account's email when it is confirmed.
    { name: 'newEmail', type: 'email' },
  ],
}
