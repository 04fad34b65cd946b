import type { CollectionConfig } from 'payload'

import { isAdmin } from '../../access/isAdmin'
import { nobody } from '../../access/nobody'
import { normalizeCode } from './hooks/normalizeCode'
import { isPromoCodeFormat, MAX_PRICE_CENTS } from '@/domain/money'
import { centsCell } from '../shared/centsCell'

const dayAndTime = { date: { pickerAppearance: 'dayAndTime' } } as const

/** Discount codes set up by admins; only the booking service applies them, never the browser. */
export const PromoCodes: CollectionConfig = {
  slug: 'promo-codes',
  labels: {
    singular: { en: 'Promo code', de: 'Gutscheincode' },
    plural: { en: 'Promo codes', de: 'Gutscheincodes' },
  },
  admin: { useAsTitle: 'code', defaultColumns: ['code', 'kind', 'percent', 'amountCents', 'validUntil', 'active'] },
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    {
      name: 'code',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      hooks: { beforeValidate: [normalizeCode] },
      validate: (value: unknown) =>
        (typeof value === 'string' && isPromoCodeFormat(value)) ||
        '3–32 letters, digits, - or _, starting with a letter or digit',
    },
    { name: 'active', type: 'checkbox', defaultValue: true },
    { name: 'kind', type: 'select', required: true, options: ['percent', 'fixed'], defaultValue: 'percent' },
    {
      name: 'percent',
      type: 'number',
      min: 1,
      max: 100,
      admin: { condition: (data) => data?.kind === 'percent' },
      validate: (value: unknown, { siblingData }: { siblingData: { kind?: string } }) =>
        siblingData.kind !== 'percent' ||
        (Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 100) ||
        'A whole percentage from 1 to 100',
    },
    {
      name: 'amountCents',
      type: 'number',
      min: 1,
      max: MAX_PRICE_CENTS,
      admin: {
        ...centsCell,
        condition: (data) => data?.kind === 'fixed',
      },
      validate: (value: unknown, { siblingData }: { siblingData: { kind?: string } }) =>
        siblingData.kind !== 'fixed' ||
        (Number.isInteger(value) && (value as number) >= 1 && (value as number) <= MAX_PRICE_CENTS) ||
        'An amount in cents from 1 to the highest price',
    },
    { name: 'validFrom', type: 'date', admin: dayAndTime },
    { name: 'validUntil', type: 'date', admin: dayAndTime },
    {
      name: 'maxRedemptions',
      type: 'number',
      min: 0,
      admin: { description: { en: 'Empty: unlimited', de: 'Leer: unbegrenzt' } },
    },
    { name: 'oncePerUser', type: 'checkbox', defaultValue: true },
  ],
}

/** One row per booking that used a code; counts towards the code's limits until the booking is released. */
export const PromoRedemptions: CollectionConfig = {
  slug: 'promo-redemptions',
  admin: { hidden: true },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'promoCode', type: 'relationship', relationTo: 'promo-codes', required: true, index: true },
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'consultation', type: 'relationship', relationTo: 'consultations', required: true, unique: true },
  ],
}
