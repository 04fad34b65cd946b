// Credentials typed into sign-up or login, held in memory only (never stored) so that a successful
// email verification can log the person in without asking again. A reload forgets them.
type Credentials = { email: string; password: string }

let held: Credentials | null = null

export function holdCredentials(credentials: Credentials): void {
  held = { email: credentials.email.trim().toLowerCase(), password: credentials.password }
}

export function heldCredentialsFor(email: string): Credentials | null {
  return held && held.email === email.trim().toLowerCase() ? held : null
}

export function forgetCredentials(): void {
  held = null
}
