import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { RegisterPage } from '../RegisterPage'
import type { SearchParams } from '../searchParams'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('auth.signUp'))('consulteeTitle') }
}

export default function ConsulteeRegisterPage({ searchParams }: { searchParams: SearchParams }) {
  return <RegisterPage role="USER" searchParams={searchParams} />
}
