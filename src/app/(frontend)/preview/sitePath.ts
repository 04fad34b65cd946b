/** A path on this site only: no scheme, no host, no protocol-relative "//", no backslashes. */
export const isSitePath = (path: string | null): path is string =>
  !!path && path.startsWith('/') && !path.startsWith('//') && !path.includes('\\')
