/** Who may set the email address and password through the generic user update (REST, GraphQL, admin panel). */
export type CredentialEditor = { id: number | string; role: string } | null | undefined

/** The fields of a user update that identify or sign in the account. */
export const CREDENTIAL_FIELDS = ['email', 'password'] as const
export type CredentialField = (typeof CREDENTIAL_FIELDS)[number]

/** Staff work in the admin panel, which sets both through the generic update (reviewers and editors their own only). */
const STAFF_ROLES = ['ADMIN', 'REVIEWER', 'EDITOR']

export const normaliseEmail = (email: string) => email.trim().toLowerCase()

/**
 * The credential fields a generic update may not make. Staff set them in the admin panel (administrators for
 * every account, reviewers and editors for their own, as the users collection's access allows); everyone else changes them only through the flows that prove the mailbox
 * (a code to the new address) or the person (the current password, or a reset code). An unchanged email
 * sent back with a whole form is not a change.
 */
export function refusedCredentialFields(
  editor: CredentialEditor,
  data: Record<string, unknown>,
  currentEmail: string | null,
): CredentialField[] {
  if (editor && STAFF_ROLES.includes(editor.role)) return []
  const refused: CredentialField[] = []
  const email = data.email
  if (email !== undefined && email !== null) {
    const unchanged = typeof email === 'string' && currentEmail !== null && normaliseEmail(email) === currentEmail
    if (!unchanged) refused.push('email')
  }
  if (data.password !== undefined && data.password !== null && data.password !== '') refused.push('password')
  return refused
}

/**
 * Whether asking for a new address needs the current password. An account created through Google got a
 * password nobody was told (src/server/sso/accounts.ts), so its owner proves themselves with the session
 * and the code alone; they still sign in through Google, whose subject id finds the account.
 */
export function needsCurrentPassword(account: { ssoSignUp?: string | null }): boolean {
  return !account.ssoSignUp
}
