import { EVERYONE, NOBODY } from './cast'
import { newUserData, ownerFor, plain, sideOf, uid, uploadKey } from './makers'
import { ADMIN_WRITES, fields, SYSTEM, type CollectionRules } from './rules'

const TIMES = 'updatedAt createdAt'

/** Accounts and profiles: who reads and changes a person's data. */
export const PEOPLE: Record<string, CollectionRules> = {
  users: {
    // `a` is the consultee's own account, `b` the consultant's.
    make: async (cast, variant) =>
      variant === 'fresh'
        ? { data: newUserData() }
        : { id: (variant === 'a' ? cast.users.consultee : cast.users.consultant).id },
    read: { a: ['consultee', 'reviewer', 'admin'], b: ['consultant', 'reviewer', 'admin'] },
    create: ['admin'],
    update: { a: ['consultee', 'admin'], b: ['consultant', 'admin'] },
    delete: ['admin'],
    // REST's DELETE anonymises the account (the row stays for the accounting records); GraphQL could only remove it.
    graphqlDelete: [],
    fields: fields(`${TIMES} firstName lastName timezone imageUrl locale`, {
      email: { read: 'doc', update: ['reviewer', 'editor', 'admin'] },
      role: ADMIN_WRITES,
      profileStatus: ADMIN_WRITES,
      referredBy: ADMIN_WRITES,
      userShortId: SYSTEM,
      refCode: SYSTEM,
      ssoSubject: { read: ['admin'], update: [] },
      deletedAt: { read: ['admin'], update: [] },
      ssoSignUp: { read: ['admin'], update: [] },
      calendarFeedGeneration: { read: [], update: [] },
      resetPasswordToken: 'hidden',
      resetPasswordExpiration: 'hidden',
      resetPasswordRequestedAt: 'hidden',
      salt: 'hidden',
      hash: 'hidden',
      loginAttempts: 'hidden',
      lockUntil: 'hidden',
      // Payload shows a user their own sessions only (`a` is the consultee's account).
      sessions: { read: ['consultee'], update: [] },
    }),
  },
  'consultant-profiles': {
    make: plain(async (cast, variant) => ({
      user: (await ownerFor(cast, variant, 'CONSULTANT')).id,
      published: variant === 'a',
      tagline: 'Career coach',
    })),
    read: { a: EVERYONE, b: ['otherConsultant', 'reviewer', 'admin'] },
    create: ['admin'],
    update: { a: ['consultant', 'admin'], b: ['otherConsultant', 'admin'] },
    delete: ['admin'],
    fields: fields(
      `${TIMES} displayName tagline aboutMe country city languages linkedInUrl githubUrl xingUrl personalWebsite
       videoUrl industry major yearsOfExperience consultantBusinessType skills services pricing30Min pricing60Min
       pricingTrial workingHistory educationBackgrounds`,
      {
        reviewActions: 'ui',
        user: SYSTEM,
        consultantShortId: SYSTEM,
        videoKey: SYSTEM,
        videoFileName: SYSTEM,
        searchText: { read: [], update: [] },
        published: ADMIN_WRITES,
        verified: ADMIN_WRITES,
        gender: { read: ['consultant', 'reviewer', 'admin'], update: 'doc' },
        application: { read: ['consultant', 'reviewer', 'admin'], update: 'doc' },
        taxInfo: { read: ['consultant', 'admin'], update: [] },
        reviewState: { read: ['consultant', 'reviewer', 'admin'], update: [] },
        reviewReason: { read: ['consultant', 'reviewer', 'admin'], update: [] },
        reviewStep: { read: ['consultant', 'reviewer', 'admin'], update: [] },
        submittedAt: { read: ['consultant', 'reviewer', 'admin'], update: [] },
        reviewedAt: { read: ['consultant', 'reviewer', 'admin'], update: [] },
        reviewedBy: { read: ['consultant', 'reviewer', 'admin'], update: [] },
        averageRating: SYSTEM,
        reviewCount: SYSTEM,
      },
    ),
  },
  'consultee-profiles': {
    make: plain(async (cast, variant) => ({ user: (await ownerFor(cast, variant, 'USER')).id, country: 'DE' })),
    read: { a: ['consultee', 'admin'], b: ['otherConsultee', 'admin'] },
    create: ['admin'],
    update: { a: ['consultee', 'admin'], b: ['otherConsultee', 'admin'] },
    delete: ['admin'],
    fields: fields(
      `${TIMES} country gender industry major aboutMe workingHistory educationBackgrounds skills careerPreferences`,
      { user: SYSTEM, onboardingFormStatus: SYSTEM },
    ),
  },
  consents: {
    make: plain((cast, variant) => ({
      user: sideOf(cast, variant).consultee.id,
      consentType: 'TERMS_PRIVACY_SIGNUP',
      status: 'optin',
      version: '1.0',
      textSnapshot: 'I agree.',
    })),
    read: { a: ['consultee', 'admin'], b: ['otherConsultee', 'admin'] },
    create: NOBODY,
    update: { a: NOBODY, b: NOBODY },
    delete: NOBODY,
    fields: fields(`${TIMES} user consentType status version textSnapshot locale legalTexts`),
  },
  'auth-codes': {
    make: plain((cast, variant) => ({
      user: sideOf(cast, variant).consultee.id,
      purpose: 'VERIFY_EMAIL',
      codeHash: uid(),
      expiresAt: new Date(Date.now() + 600_000).toISOString(),
      sentAt: new Date().toISOString(),
      attempts: 0,
    })),
    read: { a: NOBODY, b: NOBODY },
    create: NOBODY,
    update: { a: NOBODY, b: NOBODY },
    delete: NOBODY,
    fields: fields(`${TIMES} user purpose codeHash expiresAt sentAt resent attempts consumedAt newEmail`),
  },
  'upload-files': {
    make: plain((cast, variant) => ({
      key: uploadKey(),
      owner: sideOf(cast, variant).consultee.id,
      context: 'image',
      fileName: 'photo.png',
      status: 'pending',
    })),
    read: { a: ['consultee', 'reviewer', 'admin'], b: ['otherConsultee', 'reviewer', 'admin'] },
    create: NOBODY,
    update: { a: NOBODY, b: NOBODY },
    delete: ['consultee', 'admin'],
    fields: fields(`${TIMES} key owner context fileName contentType size status`),
  },
  'payout-accounts': {
    make: plain(async (cast, variant) => ({
      user: (await ownerFor(cast, variant, 'CONSULTANT')).id,
      provider: 'test',
      accountId: `acct_${uid()}`,
    })),
    read: { a: ['consultant', 'admin'], b: ['otherConsultant', 'admin'] },
    create: NOBODY,
    update: { a: NOBODY, b: NOBODY },
    delete: ['admin'],
    fields: fields(`${TIMES} user provider accountId onboarded payoutsEnabled`),
  },
}
