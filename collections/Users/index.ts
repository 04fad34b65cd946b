import type { CollectionConfig } from 'payload'

import { canAccessAdminPanel } from '../../access/canAccessAdminPanel'
import { isAdmin } from '../../access/isAdmin'
import { isAdminField } from '../../access/isAdminField'
import { isStaffField } from '../../access/isStaffField'
import { isSelfOrAdmin } from '../../access/isSelfOrAdmin'
import { isSelfOrStaffReader } from '../../access/isSelfOrStaffReader'
import { nobodyField } from '../../access/nobodyField'
import { assignShortId } from '../../hooks/assignShortId'
import { anonymisingDeleteByID, anonymisingDeleteMany } from './endpoints/anonymisingDelete'
import { enforcePasswordRules } from './hooks/enforcePasswordRules'
import { enforceProfileStatusTransition } from './hooks/enforceProfileStatusTransition'
import { guardSessionRequests } from './hooks/guardSessionRequests'
import { limitBuiltInAuthRoutes } from './hooks/limitBuiltInAuthRoutes'
import { refuseCredentialChanges } from './hooks/refuseCredentialChanges'
import { keepUserRows } from './hooks/keepUserRows'
import { refuseUnconfirmedLogin } from './hooks/refuseUnconfirmedLogin'
import { userFieldRules } from './formRules'
import { referredByRule } from './referredByRule'
import { cachedSessionUserStrategy } from '@/server/auth/cachedSessionUser'
import { LOCALES } from '@/domain/locale'
import { PROFILE_STATUSES } from '@/domain/status'
import { ROLES } from '@/domain/users'

const TEN_MINUTES_MS = 10 * 60 * 1000

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: { en: 'User', de: 'Benutzer' }, plural: { en: 'Users', de: 'Benutzer' } },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'role', 'profileStatus', 'firstName', 'lastName', 'userShortId'],
  },
  auth: {
    tokenExpiration: 7 * 24 * 60 * 60,
    maxLoginAttempts: 5,
    lockTime: TEN_MINUTES_MS,
    // Payload's own reset link (the admin panel's "forgot password") lives as long as our reset codes.
    forgotPassword: { expiration: TEN_MINUTES_MS },
    cookies: { sameSite: 'Lax', secure: process.env.NODE_ENV === 'production' },
    // The signed-in user is read once per request: relationships as ids (nothing reads them populated), and
    // kept in memory while the user's row and sessions are unchanged (see the strategy), which needs depth 0.
    depth: 0,
    strategies: [cachedSessionUserStrategy],
  },
  access: {
    admin: canAccessAdminPanel,
    create: isAdmin,
    read: isSelfOrStaffReader,
    update: isSelfOrAdmin,
    delete: isAdmin,
    // Lifting the lock after failed logins is for admins only: anyone else could use it to keep guessing.
    unlock: isAdmin,
  },
  // Listed before Payload's own endpoints, so these replace its DELETE: a user row is anonymised, never removed.
  endpoints: [anonymisingDeleteByID, anonymisingDeleteMany],
  hooks: {
    beforeOperation: [guardSessionRequests, limitBuiltInAuthRoutes, refuseCredentialChanges],
    beforeValidate: [enforcePasswordRules],
    beforeChange: [enforceProfileStatusTransition],
    beforeDelete: [keepUserRows],
    beforeLogin: [refuseUnconfirmedLogin],
  },
  fields: [
    // Payload's own email field, with one rule added: only staff change an address directly (in the admin
    // panel); everyone else proves the new one with a code (POST /api/account/email-change).
    { name: 'email', type: 'email', access: { update: isStaffField } },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'USER',
      options: ROLES.map((role) => ({ label: role, value: role })),
      saveToJWT: true,
      index: true,
      access: { create: isAdminField, update: isAdminField },
    },
    {
      name: 'profileStatus',
      type: 'select',
      required: true,
      defaultValue: 'NOT_CONFIRMED',
      options: PROFILE_STATUSES.map((status) => ({ label: status, value: status })),
      saveToJWT: true,
      index: true,
      access: { create: isAdminField, update: isAdminField },
    },
    {
      name: 'userShortId',
      type: 'text',
      unique: true,
      index: true,
      admin: { readOnly: true, position: 'sidebar' },
      access: { create: nobodyField, update: nobodyField },
      hooks: { beforeChange: [assignShortId] },
    },
    {
      name: 'refCode',
      type: 'text',
      unique: true,
      index: true,
      admin: { readOnly: true, position: 'sidebar' },
      access: { create: nobodyField, update: nobodyField },
      hooks: { beforeChange: [assignShortId] },
    },
    { name: 'firstName', type: 'text', maxLength: 20, validate: userFieldRules.name },
    { name: 'lastName', type: 'text', maxLength: 20, validate: userFieldRules.name },
    {
      name: 'timezone',
      type: 'text',
      defaultValue: 'Europe/London',
      validate: userFieldRules.timezone,
    },
    { name: 'imageUrl', type: 'text', maxLength: 2048, validate: userFieldRules.imageUrl },
    {
      name: 'locale',
      type: 'select',
      defaultValue: 'en',
      options: [...LOCALES],
      admin: { description: { en: 'Language for emails', de: 'Sprache für E-Mails' } },
    },
    {
      name: 'referredBy',
      type: 'relationship',
      relationTo: 'users',
      validate: referredByRule,
      admin: { readOnly: true, position: 'sidebar' },
      access: { create: isAdminField, update: isAdminField },
    },
    {
      // The identity provider's subject ("sub") of a linked Google account; set only by the sign-in callback.
      name: 'ssoSubject',
      type: 'text',
      unique: true,
      index: true,
      admin: { readOnly: true, position: 'sidebar' },
      access: { read: isAdminField, create: nobodyField, update: nobodyField },
    },
    {
      // Set when the owner deletes the account: the row stays, anonymised, for the accounting records that
      // point at it; nothing can sign in as it again.
      name: 'deletedAt',
      type: 'date',
      admin: { readOnly: true, position: 'sidebar' },
      access: { read: isAdminField, create: nobodyField, update: nobodyField },
    },
    {
      // The generation of the account's calendar feed address (its token signs it). Only the regenerate
      // endpoint counts it up, which makes every earlier address answer 404; nobody reads it through an API.
      name: 'calendarFeedGeneration',
      type: 'number',
      defaultValue: 0,
      min: 0,
      admin: { hidden: true },
      access: { read: nobodyField, create: nobodyField, update: nobodyField },
    },
    {
      // PENDING: created through Google and the sign-up profile is not set yet (the role may still change).
      name: 'ssoSignUp',
      type: 'select',
      options: ['PENDING', 'COMPLETED'],
      admin: { readOnly: true, position: 'sidebar' },
      access: { read: isAdminField, create: nobodyField, update: nobodyField },
    },
  ],
}
