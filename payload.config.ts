import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { de } from '@payloadcms/translations/languages/de'
import { en } from '@payloadcms/translations/languages/en'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { AuthCodes } from './collections/AuthCodes'
import { Availabilities } from './collections/Availabilities'
import { CatalogueCategories, CatalogueIndustries, CatalogueMajors, CatalogueServices } from './collections/Catalogue'
import { Consents } from './collections/Consents'
import { ContactMessages } from './collections/ContactMessages'
import { HelpArticles, HelpCategories } from './collections/HelpArticles'
import { LegalTexts } from './collections/LegalTexts'
import { Media } from './collections/Media'
import { Pages } from './collections/Pages'
import { PostCategories, Posts } from './collections/Posts'
import { ConsentVersions } from './collections/ConsentVersions'
import { ConsultantProfiles } from './collections/ConsultantProfiles'
import { ConsulteeProfiles } from './collections/ConsulteeProfiles'
import { Conversations, InquiryMessages } from './collections/Conversations'
import { Consultations } from './collections/Consultations'
import { Earnings } from './collections/Earnings'
import { SentNotices } from './collections/Notices'
import { PayoutAccounts, TestTransfers } from './collections/PayoutAccounts'
import { ConsulteeReviews, Reviews } from './collections/Reviews'
import { DevMails } from './collections/DevMails'
import { PaymentEvents, TestPaymentIntents } from './collections/Payments'
import { PromoCodes, PromoRedemptions } from './collections/PromoCodes'
import { Uploads } from './collections/Uploads'
import { Users } from './collections/Users'
import { WebinarRegistrations, Webinars } from './collections/Webinars'
import { BookingSettings } from './collections/BookingSettings'
import { Invoices } from './collections/Invoices'
import { Statements } from './collections/Statements'
import { InvoiceIssuer } from './collections/InvoiceIssuer'
import { DocumentCounters } from './collections/DocumentCounters'
import { endpoints } from './src/endpoints'
import { redisKvAdapter } from './src/server/kv/redisKvAdapter'
import { jobs } from './src/server/jobs/config'
import { nodemailerAdapter } from './src/server/email/adapter'
import { payloadSecret, serverUrl } from './src/server/env'
import { loggerConfig } from './src/server/logging/loggerConfig'
import { databaseOutagePlugin } from './src/endpoints/databaseOutage'
import { surfaceCommitFailures } from './src/server/db/commitFailures'
import { CONNECTION_OPTIONS } from './src/server/db/connectionOptions'
import { survivePoolErrors } from './src/server/db/poolErrors'
import { mapDataErrors } from './src/server/http/mapDataErrors'
import { refusalLoggingLevels } from './src/server/http/refusal'
import { GRAPHQL_LIMITS, graphqlValidationRules } from './src/server/graphql/limits'
import { closeInternalCollections } from './src/server/security/internalCollectionsAccess'

// lexical's Node entry points await their own build at the top level. Evaluated alongside the rest of a module
// graph, Node 20 now and then never finishes them (a process that hangs, or exits with code 13 and no
// message: seen in scripts and in a fresh server); loaded on their own first, they settle every time.
await import('lexical')
const { lexicalEditor } = await import('@payloadcms/richtext-lexical')

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  serverURL: serverUrl(),
  secret: payloadSecret(),
  csrf: [serverUrl()],
  admin: {
    user: Users.slug,
    importMap: { baseDir: path.resolve(dirname) },
    meta: { titleSuffix: ' · CareerBridge' },
    // Not Gravatar: it would send a hash of each staff email to a third party (and the CSP blocks it).
    avatar: 'default',
    components: { afterNavLinks: ['/src/components/admin/ReportedIssuesLink.client#ReportedIssuesLink'] },
  },
  collections: [
    Users,
    ConsultantProfiles,
    ConsulteeProfiles,
    Consents,
    ConsentVersions,
    AuthCodes,
    DocumentCounters,
    DevMails,
    Uploads,
    CatalogueCategories,
    CatalogueServices,
    CatalogueIndustries,
    CatalogueMajors,
    Availabilities,
    Consultations,
    Invoices,
    Statements,
    PromoCodes,
    PromoRedemptions,
    PaymentEvents,
    TestPaymentIntents,
    Reviews,
    ConsulteeReviews,
    Earnings,
    PayoutAccounts,
    TestTransfers,
    SentNotices,
    Conversations,
    InquiryMessages,
    Media,
    Posts,
    PostCategories,
    HelpArticles,
    HelpCategories,
    Pages,
    LegalTexts,
    Webinars,
    WebinarRegistrations,
    ContactMessages,
  ],
  globals: [BookingSettings, InvoiceIssuer],
  endpoints,
  // Before the plugins' hooks: bad values answer 400, and every error gains API.md's `message`.
  hooks: { afterError: [mapDataErrors] },
  loggingLevels: refusalLoggingLevels,
  // Last: the request log wraps everything else, so every line of a request carries its id.
  plugins: [databaseOutagePlugin],
  jobs,
  email: nodemailerAdapter(),
  // Shared rate-limit counters (src/server/rateLimit) live in Redis when there is one, else in PostgreSQL.
  ...(process.env.REDIS_URL ? { kv: redisKvAdapter({ url: process.env.REDIS_URL, keyPrefix: 'careerbridge:' }) } : {}),
  editor: lexicalEditor(),
  // A COMMIT that fails (a deferred constraint, a lost connection) fails the operation (commitFailures.ts).
  db: surfaceCommitFailures(
    postgresAdapter({
      pool: { connectionString: process.env.DATABASE_URL, connectionTimeoutMillis: 5000, options: CONNECTION_OPTIONS },
      migrationDir: path.resolve(dirname, 'src/migrations'),
      // The schema comes only from the committed migrations, in development too (`npm run migrate:create`).
      push: false,
    }),
  ),
  onInit: (payload) => survivePoolErrors(payload),
  i18n: { supportedLanguages: { en, de }, fallbackLanguage: 'en' },
  // Content kept in both languages; a missing German text falls back to the English one.
  localization: { locales: ['en', 'de'], defaultLocale: 'en', fallback: true },
  typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts') },
  // Staff only (src/server/graphql/staffOnly.ts); limits on root fields, sign-in mutations, depth and cost.
  graphQL: {
    disablePlaygroundInProduction: true,
    maxComplexity: GRAPHQL_LIMITS.complexity,
    validationRules: graphqlValidationRules,
  },
  sharp,
  telemetry: false,
  logger: loggerConfig(),
}).then(closeInternalCollections)
