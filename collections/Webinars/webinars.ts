import type { CollectionConfig } from 'payload'

import { isEditorOrAdmin } from '../../access/isEditorOrAdmin'
import { isEditorOrAdminField } from '../../access/isEditorOrAdminField'
import { publishedOrEditor } from '../../access/publishedOrEditor'
import { CONTENT_GROUP } from '../Content/categories'
import { contentVersions } from '../Content/fields'
import { webinarFieldRules } from './formRules'
import { deleteRegistrations } from './hooks/deleteRegistrations'
import { WEBINAR_LIMITS } from '@/domain/webinars'
import { webinarEndpoints } from '@/endpoints/webinars'

/** Live online sessions editors announce at /webinars; drafts until published, like the other content. */
export const Webinars: CollectionConfig = {
  slug: 'webinars',
  labels: { singular: { en: 'Webinar', de: 'Webinar' }, plural: { en: 'Webinars', de: 'Webinare' } },
  admin: {
    useAsTitle: 'title',
    group: CONTENT_GROUP,
    defaultColumns: ['title', 'startsAt', 'durationMinutes', 'capacity', '_status'],
  },
  access: { read: publishedOrEditor, create: isEditorOrAdmin, update: isEditorOrAdmin, delete: isEditorOrAdmin },
  versions: contentVersions,
  defaultSort: '-startsAt',
  endpoints: webinarEndpoints,
  hooks: { beforeDelete: [deleteRegistrations] },
  fields: [
    {
      name: 'title',
      label: { en: 'Title', de: 'Titel' },
      type: 'text',
      required: true,
      localized: true,
      maxLength: WEBINAR_LIMITS.title,
      validate: webinarFieldRules.text,
    },
    {
      name: 'description',
      label: { en: 'Description', de: 'Beschreibung' },
      type: 'textarea',
      localized: true,
      maxLength: WEBINAR_LIMITS.description,
      validate: webinarFieldRules.textarea,
    },
    {
      name: 'startsAt',
      label: { en: 'Starts at', de: 'Beginn' },
      type: 'date',
      required: true,
      index: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
      validate: webinarFieldRules.date,
    },
    {
      name: 'durationMinutes',
      label: { en: 'Duration (minutes)', de: 'Dauer (Minuten)' },
      type: 'number',
      required: true,
      min: WEBINAR_LIMITS.minDurationMinutes,
      max: WEBINAR_LIMITS.maxDurationMinutes,
      defaultValue: 60,
      validate: webinarFieldRules.number,
    },
    {
      name: 'capacity',
      label: { en: 'Seats', de: 'Plätze' },
      type: 'number',
      min: 1,
      max: WEBINAR_LIMITS.maxCapacity,
      admin: { description: { en: 'Empty: unlimited', de: 'Leer: unbegrenzt' } },
      validate: webinarFieldRules.number,
    },
    {
      name: 'joinUrl',
      label: { en: 'Join link', de: 'Teilnahme-Link' },
      type: 'text',
      required: true,
      maxLength: WEBINAR_LIMITS.joinUrl,
      // Registered people get it from the registration answer and the page, never from a public read.
      access: { read: isEditorOrAdminField },
      admin: {
        description: { en: 'https link, shown to registered people only', de: 'https-Link, nur für Angemeldete' },
      },
      validate: webinarFieldRules.text,
    },
  ],
}
