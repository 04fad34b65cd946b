/** How a reviewer is named in public: first name and the initial of the last name ("Lena F."). */
export function reviewAuthorName(firstName: string | null | undefined, lastName: string | null | undefined): string {
  const first = firstName?.trim() ?? ''
  const initial = lastName?.trim().charAt(0).toLocaleUpperCase() ?? ''
  if (!first) return initial ? `${initial}.` : ''
  return initial ? `${first} ${initial}.` : first
}
