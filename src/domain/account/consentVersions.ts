/** Compares consent versions such as "1.3" and "1.10" by their numbers; negative when a is older. */
export function compareConsentVersions(a: string, b: string): number {
  const [aMajor = 0, aMinor = 0] = a.split('.').map(Number)
  const [bMajor = 0, bMinor = 0] = b.split('.').map(Number)
  return aMajor - bMajor || aMinor - bMinor
}

/** The newest of the given versions. */
export function newestVersion(versions: readonly string[]): string | null {
  return versions.reduce<string | null>(
    (newest, version) => (newest === null || compareConsentVersions(version, newest) > 0 ? version : newest),
    null,
  )
}

/** A consent the user agreed to must be asked again when a newer version of its text has been published since. */
export function needsRenewal(
  latest: { status: 'optin' | 'optout'; version: string } | undefined,
  currentVersion: string,
): boolean {
  return latest?.status === 'optin' && compareConsentVersions(latest.version, currentVersion) < 0
}
