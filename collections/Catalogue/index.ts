import type { CollectionConfig } from 'payload'

import { anyone } from '../../access/anyone'
import { isAdmin } from '../../access/isAdmin'
import { keyField } from './keyField'
import { DEMAND_LEVELS } from '@/domain/catalogue'

// The catalogue: anyone reads it, only admins change it. Names are kept in English and German.
const access = { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin }
const group = { en: 'Catalogue', de: 'Katalog' }

export const CatalogueCategories: CollectionConfig = {
  slug: 'catalogue-categories',
  labels: {
    singular: { en: 'Service category', de: 'Leistungskategorie' },
    plural: { en: 'Service categories', de: 'Leistungskategorien' },
  },
  admin: { useAsTitle: 'name', group, defaultColumns: ['name', 'key', 'sortOrder'] },
  defaultSort: 'sortOrder',
  access,
  fields: [
    keyField,
    { name: 'name', type: 'text', required: true, localized: true, maxLength: 80 },
    { name: 'sortOrder', type: 'number', defaultValue: 0 },
  ],
}

export const CatalogueServices: CollectionConfig = {
  slug: 'catalogue-services',
  labels: { singular: { en: 'Service', de: 'Leistung' }, plural: { en: 'Services', de: 'Leistungen' } },
  admin: { useAsTitle: 'name', group, defaultColumns: ['name', 'category', 'demand'] },
  access,
  fields: [
    keyField,
    { name: 'name', type: 'text', required: true, localized: true, maxLength: 80 },
    { name: 'category', type: 'relationship', relationTo: 'catalogue-categories', required: true, index: true },
    { name: 'demand', type: 'select', required: true, options: [...DEMAND_LEVELS], defaultValue: 'Medium' },
  ],
}

export const CatalogueMajors: CollectionConfig = {
  slug: 'catalogue-majors',
  labels: { singular: { en: 'Major', de: 'Fachrichtung' }, plural: { en: 'Majors', de: 'Fachrichtungen' } },
  admin: { useAsTitle: 'label', group, defaultColumns: ['label', 'key'] },
  access,
  fields: [keyField, { name: 'label', type: 'text', required: true, localized: true, maxLength: 80 }],
}

export const CatalogueIndustries: CollectionConfig = {
  slug: 'catalogue-industries',
  labels: { singular: { en: 'Industry', de: 'Branche' }, plural: { en: 'Industries', de: 'Branchen' } },
  admin: { useAsTitle: 'label', group, defaultColumns: ['label', 'key', 'sortOrder'] },
  defaultSort: 'sortOrder',
  access,
  fields: [
    keyField,
    { name: 'label', type: 'text', required: true, localized: true, maxLength: 80 },
    {
      name: 'majors',
      type: 'relationship',
      relationTo: 'catalogue-majors',
      hasMany: true,
      admin: { description: { en: 'Most relevant first.', de: 'Die wichtigsten zuerst.' } },
    },
    { name: 'sortOrder', type: 'number', defaultValue: 0 },
  ],
}
