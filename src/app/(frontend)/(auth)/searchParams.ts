export type SearchParams = Promise<Record<string, string | string[] | undefined>>

export async function param(searchParams: SearchParams, name: string): Promise<string | undefined> {
  const value = (await searchParams)[name]
  return typeof value === 'string' && value ? value : undefined
}
