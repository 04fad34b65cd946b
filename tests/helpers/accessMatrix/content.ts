import { EVERYONE, NOBODY, STAFF, type Who } from './cast'
import { ownerFor, pictureFile, plain, uid, webinarData, webinarFor } from './makers'
import { fields, SYSTEM, type CollectionRules, type GlobalRules } from './rules'

const TIMES = 'updatedAt createdAt'
const EDITORS: Who = ['editor', 'admin']
const ADMIN: Who = ['admin']
const publicRead = { read: { a: EVERYONE, b: EVERYONE } }
const adminCatalogue = { ...publicRead, create: ADMIN, update: { a: ADMIN, b: ADMIN }, delete: ADMIN }
const editorial = {
  // `a` is published, `b` a draft.
  read: { a: EVERYONE, b: EDITORS },
  create: EDITORS,
  update: { a: EDITORS, b: EDITORS },
  delete: EDITORS,
}
const staffOnly = { read: { a: STAFF, b: STAFF }, create: STAFF, update: { a: STAFF, b: STAFF }, delete: STAFF }
const closed = { read: { a: NOBODY, b: NOBODY }, create: NOBODY, update: { a: NOBODY, b: NOBODY }, delete: NOBODY }
const status = (variant: string) => (variant === 'a' ? 'published' : 'draft')
let version = 100

/** Catalogue, editorial content, messages to us, and Payload's own collections. */
export const CONTENT: Record<string, CollectionRules> = {
  'consent-versions': {
    make: plain(() => ({ consentType: 'MARKETING_CONSENT', version: `${version++}.0`, textEn: 'Yes', textDe: 'Ja' })),
    ...publicRead,
    create: ['admin'],
    update: { a: NOBODY, b: NOBODY },
    delete: NOBODY,
    fields: fields(`${TIMES} consentType version textEn textDe`),
  },
  'dev-mails': {
    make: plain(() => ({ to: 'someone@example.com', subject: 'Your code' })),
    read: { a: ['admin'], b: ['admin'] },
    create: NOBODY,
    update: { a: NOBODY, b: NOBODY },
    delete: ['admin'],
    fields: fields(`${TIMES} to subject text html`),
  },
  'catalogue-categories': {
    make: plain(() => ({ key: `matrix-${uid()}`, name: 'Matrix' })),
    ...adminCatalogue,
    fields: fields(`${TIMES} name sortOrder`, { key: { read: 'doc', update: [] } }),
  },
  'catalogue-services': {
    make: plain(async (cast) => ({
      key: `matrix/${uid()}`,
      name: 'Matrix service',
      demand: 'High',
      category: (await cast.payload.create({ collection: 'catalogue-categories', data: { key: uid(), name: 'C' } })).id,
    })),
    ...adminCatalogue,
    fields: fields(`${TIMES} name category demand`, { key: { read: 'doc', update: [] } }),
  },
  'catalogue-industries': {
    make: plain(() => ({ key: `matrix-${uid()}`, label: 'Matrix' })),
    ...adminCatalogue,
    fields: fields(`${TIMES} label majors sortOrder`, { key: { read: 'doc', update: [] } }),
  },
  'catalogue-majors': {
    make: plain(() => ({ key: `matrix-${uid()}`, label: 'Matrix' })),
    ...adminCatalogue,
    fields: fields(`${TIMES} label`, { key: { read: 'doc', update: [] } }),
  },
  media: {
    make: async () => ({ data: { alt: 'A square' }, file: await pictureFile() }),
    ...publicRead,
    create: EDITORS,
    update: { a: EDITORS, b: EDITORS },
    delete: EDITORS,
    fields: fields(`${TIMES} url thumbnailURL filename mimeType filesize width height focalX focalY sizes alt`),
  },
  posts: {
    make: plain((_cast, variant) => ({ title: 'Matrix post', slug: `matrix-${uid()}`, _status: status(variant) })),
    ...editorial,
    fields: fields(
      `${TIMES} _status title slug excerpt coverImage content author authorName categories readingTime relatedPosts
       publishedAt meta`,
    ),
  },
  'post-categories': {
    make: plain(() => ({ title: 'Matrix', slug: `matrix-${uid()}` })),
    ...publicRead,
    create: EDITORS,
    update: { a: EDITORS, b: EDITORS },
    delete: EDITORS,
    fields: fields(`${TIMES} title slug order`),
  },
  'help-articles': {
    make: plain((_cast, variant) => ({ title: 'Matrix help', slug: `matrix-${uid()}`, _status: status(variant) })),
    ...editorial,
    fields: fields(`${TIMES} _status title slug category summary content order publishedAt meta`),
  },
  'help-categories': {
    make: plain(() => ({ title: 'Matrix', slug: `matrix-${uid()}` })),
    ...publicRead,
    create: EDITORS,
    update: { a: EDITORS, b: EDITORS },
    delete: EDITORS,
    fields: fields(`${TIMES} title slug order`),
  },
  pages: {
    make: plain((_cast, variant) => ({ title: 'Matrix page', slug: `matrix-${uid()}`, _status: status(variant) })),
    ...editorial,
    fields: fields(`${TIMES} _status title slug intro content publishedAt meta`),
  },
  'legal-texts': {
    make: plain((_cast, variant) => ({
      title: 'Terms',
      kind: 'terms',
      version: `${version++}.${Math.floor(Math.random() * 999)}`,
      effectiveDate: '2030-01-01T00:00:00.000Z',
      _status: status(variant),
    })),
    ...editorial,
    fields: fields(`${TIMES} _status title kind version effectiveDate content meta`),
  },
  webinars: {
    make: plain((_cast, variant) => webinarData(status(variant))),
    ...editorial,
    fields: fields(`${TIMES} _status title description startsAt durationMinutes capacity`, {
      // For registered people only, who get it from the registration; never through a read.
      joinUrl: { read: EDITORS, update: 'doc' },
    }),
  },
  'webinar-registrations': {
    make: plain(async (cast, variant) => ({
      webinar: (await webinarFor(cast)).id,
      user: (await ownerFor(cast, variant, 'USER')).id,
    })),
    read: { a: ['consultee', ...EDITORS], b: ['otherConsultee', ...EDITORS] },
    // Only POST /api/webinars/{id}/registrations makes one, after its checks.
    create: NOBODY,
    update: { a: NOBODY, b: NOBODY },
    delete: EDITORS,
    fields: fields(`${TIMES} webinar`, { user: SYSTEM }),
  },
  'contact-messages': {
    make: plain(() => ({ name: 'Ann', email: 'ann@example.com', topic: 'general', message: 'Hi', consent: true })),
    read: { a: ['admin'], b: ['admin'] },
    create: NOBODY,
    update: { a: NOBODY, b: NOBODY },
    delete: ['admin'],
    fields: fields(`${TIMES} name email topic message consent locale senderHash`),
  },
  'payload-kv': { make: plain(() => ({ key: `matrix-${uid()}`, data: {} })), ...closed, fields: fields('key data') },
  'payload-jobs': {
    make: plain((cast) => ({ taskSlug: cast.payload.config.jobs.tasks?.[0]?.slug, input: {}, queue: 'matrix' })),
    ...closed,
    fields: fields(`${TIMES} input taskStatus taskSlug queue waitUntil processing meta`),
  },
  'payload-locked-documents': {
    make: plain((cast) => ({
      globalSlug: 'booking-settings',
      user: { relationTo: 'users', value: cast.users.admin.id },
    })),
    ...staffOnly,
    fields: fields(`${TIMES} document globalSlug user`),
  },
  'payload-preferences': {
    make: async (cast, variant) => ({
      data: { key: `matrix-${uid()}`, value: {} },
      by: variant === 'b' ? cast.users.editor : cast.users.reviewer,
    }),
    // A staff member's own panel settings; consultants and consultees have none.
    read: { a: ['reviewer'], b: ['editor'] },
    create: STAFF,
    update: { a: ['reviewer'], b: ['editor'] },
    delete: ['reviewer'],
    // Payload's REST routes here take a preference's key, not its id, and only ever touch the caller's own.
    restById: { find: EVERYONE, delete: NOBODY },
    fields: fields(`${TIMES} user key value`),
  },
  'payload-migrations': {
    make: plain(() => ({ name: `matrix-${uid()}`, batch: 99 })),
    ...closed,
    restById: false,
    fields: fields(`${TIMES} name batch`),
  },
}

export const GLOBALS: Record<string, GlobalRules> = {
  'booking-settings': {
    read: ['admin'],
    update: ['admin'],
    fields: fields(`${TIMES} fullRefundHoursBefore lateRefundPercent rescheduleWindowHours maxReschedules`),
  },
  'invoice-issuer': {
    read: ['admin'],
    update: ['admin'],
    fields: fields(`${TIMES} name street addressLine2 postalCode city country taxNumber vatId legalRegistrationId`),
  },
  'payload-jobs-stats': { read: NOBODY, update: NOBODY, fields: fields(`${TIMES} stats`) },
}
