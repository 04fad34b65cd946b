/** 'JW' for Jonas Weber: the first letter of the first and the last name, upper case; '?' for no name. */
export function initialsOf(firstName: string | null | undefined, lastName: string | null | undefined): string {
  const first = (name: string | null | undefined) => Array.from(name?.trim() ?? '')[0] ?? ''
  const initials = `${first(firstName)}${first(lastName)}`.toLocaleUpperCase()
  return initials || '?'
}
