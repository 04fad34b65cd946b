// Calendar dates carry no zone: they are formatted as UTC midnights so no zone can shift them a day.
const asDate = (date: string) => new Date(`${date}T00:00:00Z`)

export function dateLabels(locale: string) {
  const short = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })
  const long = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' })
  const plain = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
  return {
    short: (date: string) => short.format(asDate(date)),
    long: (date: string) => long.format(asDate(date)),
    plain: (date: string) => plain.format(asDate(date)),
  }
}
