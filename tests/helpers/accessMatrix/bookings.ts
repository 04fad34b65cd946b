import { EVERYONE, NOBODY, type Who } from './cast'
import {
  consultationData,
  consultationFor,
  conversationData,
  conversationFor,
  ownerFor,
  plain,
  sideOf,
  uid,
} from './makers'
import { fields, type CollectionRules } from './rules'
import { SAMPLE_CUSTOMERS, sampleDocument } from '../../fixtures/einvoice/sampleDocuments'

const SAMPLE_INVOICE = {
  customer: SAMPLE_CUSTOMERS.consumerDe,
  isB2B: false,
  sessions: [{ description: 'Session', grossCents: 11900 }],
}

const TIMES = 'updatedAt createdAt'
const ADMIN: Who = ['admin']
// Each made counter needs a (series, year) of its own; years no document is issued in.
let counterYear = 3000
// Each made statement needs a (consultant, year, month) of its own.
let statementYear = 3000
const ADMIN_ONLY_READ = { read: { a: ADMIN, b: ADMIN }, create: NOBODY, update: { a: NOBODY, b: NOBODY } }

/** Sessions, money and messages between a consultee and a consultant. */
export const BOOKINGS: Record<string, CollectionRules> = {
  availabilities: {
    make: plain(async (cast, variant) => ({
      consultant: (await ownerFor(cast, variant, 'CONSULTANT')).id,
      timezone: 'Europe/Berlin',
      weekly: {},
      overrides: {},
    })),
    read: { a: ['consultant', 'admin'], b: ['otherConsultant', 'admin'] },
    create: NOBODY,
    update: { a: ['admin'], b: ['admin'] },
    delete: ['admin'],
    fields: fields(`${TIMES} timezone weekly overrides rules timeOff`, { consultant: { read: 'doc', update: [] } }),
  },
  consultations: {
    make: async (cast, variant) =>
      variant === 'fresh'
        ? { data: await consultationData(cast, variant) }
        : { id: await consultationFor(cast, variant) },
    read: { a: ['consultee', 'consultant', 'admin'], b: ['otherConsultee', 'otherConsultant', 'admin'] },
    create: NOBODY,
    update: { a: ['admin'], b: ['admin'] },
    delete: NOBODY,
    fields: fields(`${TIMES} status issue`, {
      adminActions: 'ui',
      ...Object.fromEntries(
        `consultant user sessionType startsAt endsAt consulteeTimezone services price promoCode payment requestedAt
         confirmedAt completedAt feedbackGivenAt consulteeReviewedAt holdExpiresAt calendarSequence blockedFrom
         blockedUntil rescheduleProposal rescheduleHistory`
          .split(/\s+/)
          .map((name) => [name, { read: 'doc', update: [] }]),
      ),
      // The customer's billing address: not the consultant's to see.
      billedTo: { read: ['consultee', 'admin'], update: [] },
    }),
  },
  // Issued by the server in the capture's transaction; final once issued, even for admins.
  invoices: {
    make: plain(async (cast, variant) => {
      const document = { ...sampleDocument(SAMPLE_INVOICE), number: `INV-M-${uid()}` }
      return {
        number: document.number,
        kind: 'invoice',
        user: sideOf(cast, variant).consultee.id,
        consultation: await consultationFor(cast, variant),
        issuedAt: document.issueDate,
        totalCents: document.totalCents,
        locale: 'en',
        document,
      }
    }),
    read: { a: ['consultee', 'admin'], b: ['otherConsultee', 'admin'] },
    create: NOBODY,
    update: { a: NOBODY, b: NOBODY },
    delete: NOBODY,
    fields: fields(`${TIMES} number kind user consultation invoice issuedAt totalCents locale document`, {
      actions: 'ui',
    }),
  },
  reviews: {
    make: plain(async (cast, variant) => ({
      consultation: await consultationFor(cast, variant),
      consultant: sideOf(cast, variant).consultant.id,
      user: sideOf(cast, variant).consultee.id,
      rating: 5,
      headline: 'Helpful',
    })),
    read: { a: EVERYONE, b: EVERYONE },
    create: NOBODY,
    update: { a: NOBODY, b: NOBODY },
    delete: ['admin'],
    fields: fields(`${TIMES} consultation consultant user rating headline body`, {
      privateNote: { read: ['consultant', 'admin'], update: [] },
    }),
  },
  'consultee-reviews': {
    make: plain(async (cast, variant) => ({
      consultation: await consultationFor(cast, variant),
      consultant: sideOf(cast, variant).consultant.id,
      user: sideOf(cast, variant).consultee.id,
      recommendToEmployer: true,
      englishSkills: 'B2',
    })),
    read: { a: ['consultant', 'admin'], b: ['otherConsultant', 'admin'] },
    create: NOBODY,
    update: { a: NOBODY, b: NOBODY },
    delete: ['admin'],
    fields: fields(
      `${TIMES} consultation consultant user recommendToEmployer englishSkills positiveCapability negativePoints`,
    ),
  },
  earnings: {
    make: plain((cast, variant) => ({
      user: sideOf(cast, variant).consultant.id,
      type: 'consultation',
      key: `matrix:${uid()}`,
      netCents: 1000,
      vatCents: 190,
    })),
    read: { a: ['consultant', 'admin'], b: ['otherConsultant', 'admin'] },
    create: NOBODY,
    update: { a: ['admin'], b: ['admin'] },
    delete: NOBODY,
    fields: fields(
      `${TIMES} type key consultation counterpartName sessionType netCents vatCents transferStatus transferId
       transferredAt refundedCents reversalId`,
      { user: { read: 'doc', update: [] } },
    ),
  },
  conversations: {
    make: async (cast, variant) =>
      variant === 'fresh'
        ? { data: conversationData(await ownerFor(cast, 'fresh', 'USER'), await ownerFor(cast, 'fresh', 'CONSULTANT')) }
        : { id: await conversationFor(cast, variant) },
    read: { a: ['consultee', 'consultant', 'admin'], b: ['otherConsultee', 'otherConsultant', 'admin'] },
    create: NOBODY,
    update: { a: NOBODY, b: NOBODY },
    delete: NOBODY,
    fields: fields(
      `${TIMES} user consultant lastMessageAt lastMessagePreview lastMessageRole userArchived consultantArchived
       userUnread consultantUnread userLastReadAt consultantLastReadAt userEmailedAt consultantEmailedAt`,
    ),
  },
  'inquiry-messages': {
    make: plain(async (cast, variant) => ({
      conversation: await conversationFor(cast, variant),
      user: sideOf(cast, variant).consultee.id,
      consultant: sideOf(cast, variant).consultant.id,
      sender: sideOf(cast, variant).consultee.id,
      role: 'USER',
      body: 'Hello, can we talk?',
    })),
    read: { a: ['consultee', 'consultant', 'admin'], b: ['otherConsultee', 'otherConsultant', 'admin'] },
    create: NOBODY,
    update: { a: NOBODY, b: NOBODY },
    delete: NOBODY,
    fields: fields(`${TIMES} conversation user consultant sender role body`),
  },
  'promo-codes': {
    make: plain(() => ({ code: `M${uid().toUpperCase()}`, kind: 'percent', percent: 10 })),
    read: { a: ['admin'], b: ['admin'] },
    create: ['admin'],
    update: { a: ['admin'], b: ['admin'] },
    delete: ['admin'],
    fields: fields(`${TIMES} code active kind percent amountCents validFrom validUntil maxRedemptions oncePerUser`),
  },
  'promo-redemptions': {
    make: plain(async (cast, variant) => {
      const code = await cast.payload.create({
        collection: 'promo-codes',
        data: { code: `R${uid().toUpperCase()}`, kind: 'percent', percent: 5 },
      })
      return {
        promoCode: code.id,
        user: sideOf(cast, variant).consultee.id,
        consultation: await consultationFor(cast, variant),
      }
    }),
    ...ADMIN_ONLY_READ,
    delete: NOBODY,
    fields: fields(`${TIMES} promoCode user consultation`),
  },
  'payment-events': {
    make: plain(() => ({
      eventId: `evt_${uid()}`,
      provider: 'test',
      type: 'payment_intent.succeeded',
      occurredAt: new Date().toISOString(),
      payload: {},
    })),
    ...ADMIN_ONLY_READ,
    delete: NOBODY,
    fields: fields(`${TIMES} eventId provider type paymentIntentId occurredAt payload`),
  },
  // A consultant's monthly statement, issued by the statements job; final once issued, even for admins.
  statements: {
    make: plain(async (cast, variant) => {
      const consultant = sideOf(cast, variant).consultant
      const number = `ST-M-${uid()}`
      return {
        number,
        user: consultant.id,
        year: (statementYear += 1),
        month: 1,
        issuedAt: '2031-02-01T02:00:00Z',
        netCents: 0,
        vatCents: 0,
        document: { number },
      }
    }),
    read: { a: ['consultant', 'admin'], b: ['otherConsultant', 'admin'] },
    create: NOBODY,
    update: { a: NOBODY, b: NOBODY },
    delete: NOBODY,
    fields: fields(`${TIMES} number user year month issuedAt netCents vatCents document`),
  },
  // Raised only by the issuing of an invoice, credit note or statement, in its transaction (no API at all).
  'document-counters': {
    make: plain(() => ({ series: 'invoice', year: (counterYear += 1), lastNumber: 1 })),
    read: { a: NOBODY, b: NOBODY },
    create: NOBODY,
    update: { a: NOBODY, b: NOBODY },
    delete: NOBODY,
    fields: fields(`${TIMES} series year lastNumber`),
  },
  'test-payment-intents': {
    make: plain(() => ({
      intentId: `pi_${uid()}`,
      idempotencyKey: uid(),
      clientSecretHash: uid(),
      amountCents: 5000,
      refundedCents: 0,
      currency: 'eur',
      status: 'requires_payment_method',
    })),
    ...ADMIN_ONLY_READ,
    delete: NOBODY,
    fields: fields(
      `${TIMES} intentId idempotencyKey clientSecretHash amountCents refundedCents currency status metadata lastError`,
    ),
  },
  'test-transfers': {
    make: plain(() => ({
      transferId: `tr_${uid()}`,
      kind: 'transfer',
      accountId: `acct_${uid()}`,
      idempotencyKey: uid(),
      amountCents: 100,
      currency: 'eur',
      status: 'paid',
    })),
    ...ADMIN_ONLY_READ,
    delete: NOBODY,
    fields: fields(`${TIMES} transferId kind accountId idempotencyKey amountCents currency status metadata`),
  },
  'sent-notices': {
    make: plain(() => ({ key: `notice:${uid()}` })),
    ...ADMIN_ONLY_READ,
    delete: NOBODY,
    fields: fields(`${TIMES} key consultation`),
  },
}
