import { POST_SECTIONS } from './contentPostsMore'
import { h2, richText, ul, type Block } from './lexical'

type Localized<T> = { en: T; de: T }
export type SeedCategory = { slug: string; order: number; title: Localized<string> }
export type SeedPost = {
  slug: string
  categories: string[]
  authorName: string
  publishedAt: string
  title: Localized<string>
  excerpt: Localized<string>
  content: Localized<ReturnType<typeof richText>>
}

export const POST_CATEGORIES: SeedCategory[] = [
  { slug: 'applications', order: 1, title: { en: 'Applications', de: 'Bewerbung' } },
  { slug: 'career-change', order: 2, title: { en: 'Career change', de: 'Karrierewechsel' } },
  { slug: 'working-in-germany', order: 3, title: { en: 'Working in Germany', de: 'Arbeiten in Deutschland' } },
]

const OPENINGS: SeedPost[] = [
  {
    slug: 'cv-mistakes-recruiters-notice',
    categories: ['applications'],
    authorName: 'Lena Hoffmann',
    publishedAt: '2026-09-02T08:00:00.000Z',
    title: {
      en: 'Seven CV mistakes recruiters notice in ten seconds',
      de: 'Sieben Lebenslauf-Fehler, die Recruiter in zehn Sekunden bemerken',
    },
    excerpt: {
      en: 'A recruiter skims your CV before reading it. These are the mistakes that end the skim early, and how to fix them.',
      de: 'Recruiter überfliegen Ihren Lebenslauf, bevor sie ihn lesen. Diese Fehler beenden das Überfliegen vorzeitig – und so beheben Sie sie.',
    },
    content: {
      en: richText(
        'Most CVs get a first look of well under a minute. In that time a recruiter checks three things: your last role, whether your experience matches the job, and whether the document is easy to read.',
        h2('Lead with results, not duties'),
        'Replace "responsible for the sales report" with what changed because of you: "cut the monthly reporting time from two days to three hours".',
        h2('Keep it to two pages'),
        ul([
          'One page per ten years of experience is a good rule.',
          'Drop school grades once you have a degree.',
          'Put older roles in a short list without bullet points.',
        ]),
        h2('Tailor the top third'),
        'The profile summary and your most recent role are read most often. Echo the words of the job ad there, honestly and specifically.',
      ),
      de: richText(
        'Die meisten Lebensläufe bekommen einen ersten Blick von deutlich unter einer Minute. In dieser Zeit prüfen Recruiter drei Dinge: Ihre letzte Position, ob Ihre Erfahrung zur Stelle passt und ob das Dokument gut lesbar ist.',
        h2('Ergebnisse statt Aufgaben'),
        'Ersetzen Sie „verantwortlich für den Vertriebsbericht“ durch das, was sich durch Sie verändert hat: „monatliche Berichtszeit von zwei Tagen auf drei Stunden verkürzt“.',
        h2('Höchstens zwei Seiten'),
        ul([
          'Eine Seite pro zehn Jahre Berufserfahrung ist eine gute Faustregel.',
          'Schulnoten entfallen, sobald Sie einen Abschluss haben.',
          'Ältere Stationen als kurze Liste ohne Stichpunkte.',
        ]),
        h2('Das obere Drittel anpassen'),
        'Profil und aktuelle Position werden am häufigsten gelesen. Greifen Sie dort die Begriffe der Stellenanzeige auf – ehrlich und konkret.',
      ),
    },
  },
  {
    slug: 'salary-negotiation-first-offer',
    categories: ['applications'],
    authorName: 'Daniel Brandt',
    publishedAt: '2026-09-16T08:00:00.000Z',
    title: { en: 'How to answer the first salary offer', de: 'So reagieren Sie auf das erste Gehaltsangebot' },
    excerpt: {
      en: 'The first number is rarely the last. A calm, prepared answer often adds five to ten percent.',
      de: 'Die erste Zahl ist selten die letzte. Eine ruhige, vorbereitete Antwort bringt oft fünf bis zehn Prozent mehr.',
    },
    content: {
      en: richText(
        'When an offer arrives, thank them and ask for a day to review it in writing. Nobody expects an answer on the phone.',
        h2('Know your range before the call'),
        'Use salary surveys for your role and city, and ask two people in similar roles. Decide on the number you would sign for today.',
        h2('Anchor with reasons'),
        'Name a figure slightly above your target and tie it to the value you bring: the project you led, the certificate they asked for, the language you speak.',
        h2('Negotiate the whole package'),
        ul([
          'Training budget and conference days',
          'Home-office days and equipment',
          'A salary review after six months',
        ]),
      ),
      de: richText(
        'Wenn ein Angebot kommt, bedanken Sie sich und bitten Sie um einen Tag Bedenkzeit, um es schriftlich zu prüfen. Niemand erwartet eine Antwort am Telefon.',
        h2('Kennen Sie Ihre Spanne vor dem Gespräch'),
        'Nutzen Sie Gehaltsstudien für Ihre Rolle und Stadt und fragen Sie zwei Menschen in ähnlichen Positionen. Legen Sie die Zahl fest, für die Sie heute unterschreiben würden.',
        h2('Mit Gründen verankern'),
        'Nennen Sie eine Zahl leicht über Ihrem Ziel und begründen Sie sie mit Ihrem Beitrag: dem Projekt, das Sie geleitet haben, dem gewünschten Zertifikat, der Sprache, die Sie sprechen.',
        h2('Das ganze Paket verhandeln'),
        ul([
          'Weiterbildungsbudget und Konferenztage',
          'Homeoffice-Tage und Ausstattung',
          'Eine Gehaltsüberprüfung nach sechs Monaten',
        ]),
      ),
    },
  },
  {
    slug: 'switching-into-tech-at-35',
    categories: ['career-change'],
    authorName: 'Sofia Marino',
    publishedAt: '2026-10-01T08:00:00.000Z',
    title: {
      en: 'Switching into tech at 35: a realistic plan',
      de: 'Mit 35 in die Tech-Branche wechseln: ein realistischer Plan',
    },
    excerpt: {
      en: 'You do not have to start from zero. Your domain knowledge is the bridge into your first tech role.',
      de: 'Sie müssen nicht bei null anfangen. Ihr Fachwissen ist die Brücke in Ihre erste Tech-Rolle.',
    },
    content: {
      en: richText(
        'Career changers who succeed rarely jump into a generic junior role. They move into tech roles close to the field they already know.',
        h2('Pick a bridge role'),
        'A nurse becomes a health-software product specialist; an accountant becomes a finance data analyst. Your experience is the reason to hire you.',
        h2('Learn in public for six months'),
        'Build two small projects that solve a problem from your old job, and write about what you learned.',
        h2('Talk to people who made the switch'),
        'A thirty-minute conversation with someone two years ahead of you saves months of guessing.',
      ),
      de: richText(
        'Erfolgreiche Quereinsteiger springen selten in eine beliebige Junior-Rolle. Sie wechseln in Tech-Rollen nahe an dem Feld, das sie schon kennen.',
        h2('Eine Brückenrolle wählen'),
        'Eine Pflegekraft wird Produktspezialistin für Gesundheitssoftware, ein Buchhalter wird Datenanalyst im Finanzbereich. Ihre Erfahrung ist der Grund, Sie einzustellen.',
        h2('Sechs Monate sichtbar lernen'),
        'Bauen Sie zwei kleine Projekte, die ein Problem aus Ihrem alten Job lösen, und schreiben Sie darüber, was Sie gelernt haben.',
        h2('Mit Menschen sprechen, die gewechselt haben'),
        'Ein dreißigminütiges Gespräch mit jemandem, der Ihnen zwei Jahre voraus ist, erspart Monate des Rätselns.',
      ),
    },
  },
  {
    slug: 'first-90-days-new-job',
    categories: ['career-change'],
    authorName: 'Lena Hoffmann',
    publishedAt: '2026-10-15T08:00:00.000Z',
    title: { en: 'Your first 90 days in a new job', de: 'Ihre ersten 90 Tage im neuen Job' },
    excerpt: {
      en: 'Listen first, deliver one visible win, then shape your role. A simple plan for a strong start.',
      de: 'Erst zuhören, dann einen sichtbaren Erfolg liefern, dann die Rolle gestalten. Ein einfacher Plan für einen starken Start.',
    },
    content: {
      en: richText(
        h2('Days 1 to 30: listen'),
        'Meet everyone you will work with and ask the same three questions: what works, what does not, and what would you change first.',
        h2('Days 31 to 60: one visible win'),
        'Choose a small problem many people mentioned and solve it completely.',
        h2('Days 61 to 90: agree on your goals'),
        'Write down what success looks like at the end of your first year and agree on it with your manager.',
      ),
      de: richText(
        h2('Tag 1 bis 30: zuhören'),
        'Lernen Sie alle kennen, mit denen Sie arbeiten werden, und stellen Sie dieselben drei Fragen: Was funktioniert, was nicht, und was würden Sie zuerst ändern?',
        h2('Tag 31 bis 60: ein sichtbarer Erfolg'),
        'Wählen Sie ein kleines Problem, das viele genannt haben, und lösen Sie es vollständig.',
        h2('Tag 61 bis 90: Ziele vereinbaren'),
        'Schreiben Sie auf, woran Erfolg am Ende Ihres ersten Jahres zu erkennen ist, und stimmen Sie es mit Ihrer Führungskraft ab.',
      ),
    },
  },
  {
    slug: 'blue-card-germany-explained',
    categories: ['working-in-germany'],
    authorName: 'Daniel Brandt',
    publishedAt: '2026-10-29T08:00:00.000Z',
    title: { en: 'The EU Blue Card for Germany, explained', de: 'Die Blaue Karte EU für Deutschland, einfach erklärt' },
    excerpt: {
      en: 'Who qualifies, which salary thresholds apply, and what to prepare before your visa appointment.',
      de: 'Wer sie bekommt, welche Gehaltsgrenzen gelten und was Sie vor dem Visumstermin vorbereiten sollten.',
    },
    content: {
      en: richText(
        'The EU Blue Card is the main residence permit for university graduates who take a qualified job in Germany.',
        h2('Who qualifies'),
        ul([
          'A recognised university degree, or in IT several years of professional experience',
          'A job offer matching your qualification',
          'A gross salary above the yearly threshold',
        ]),
        h2('What to prepare'),
        'Collect your degree certificate, its recognition, the signed employment contract and proof of health insurance before your appointment.',
        'This article is general information, not legal advice. Check the current thresholds with the German mission in your country.',
      ),
      de: richText(
        'Die Blaue Karte EU ist der wichtigste Aufenthaltstitel für Hochschulabsolventen, die in Deutschland eine qualifizierte Stelle antreten.',
        h2('Wer sie bekommt'),
        ul([
          'Ein anerkannter Hochschulabschluss oder in der IT mehrere Jahre Berufserfahrung',
          'Ein Arbeitsangebot passend zur Qualifikation',
          'Ein Bruttogehalt über der jährlichen Mindestgrenze',
        ]),
        h2('Was Sie vorbereiten sollten'),
        'Legen Sie vor dem Termin Abschlusszeugnis, Anerkennung, den unterschriebenen Arbeitsvertrag und den Nachweis der Krankenversicherung bereit.',
        'Dieser Artikel ist eine allgemeine Information und keine Rechtsberatung. Prüfen Sie die aktuellen Grenzen bei der deutschen Auslandsvertretung in Ihrem Land.',
      ),
    },
  },
  {
    slug: 'german-job-interview-etiquette',
    categories: ['working-in-germany', 'applications'],
    authorName: 'Sofia Marino',
    publishedAt: '2026-11-12T08:00:00.000Z',
    title: {
      en: 'Job interviews in Germany: what is expected',
      de: 'Vorstellungsgespräche in Deutschland: was erwartet wird',
    },
    excerpt: {
      en: 'Punctuality, structure and honest answers about your weaknesses: how German interviews usually run.',
      de: 'Pünktlichkeit, Struktur und ehrliche Antworten zu Schwächen: So laufen Vorstellungsgespräche in Deutschland meist ab.',
    },
    content: {
      en: richText(
        'German interviews tend to be structured and factual. Interviewers often follow the order of your CV and ask for concrete examples.',
        h2('Before the interview'),
        ul([
          'Arrive five to ten minutes early',
          'Bring copies of your certificates',
          'Prepare two questions about the team',
        ]),
        h2('During the interview'),
        'Answer with examples and numbers. It is fine to say what you do not know yet and how you would learn it.',
        h2('Afterwards'),
        'A short thank-you email the same day is appreciated, but not required.',
      ),
      de: richText(
        'Vorstellungsgespräche in Deutschland sind meist strukturiert und sachlich. Oft folgen sie der Reihenfolge Ihres Lebenslaufs und fragen nach konkreten Beispielen.',
        h2('Vor dem Gespräch'),
        ul([
          'Fünf bis zehn Minuten vorher da sein',
          'Kopien der Zeugnisse mitbringen',
          'Zwei Fragen zum Team vorbereiten',
        ]),
        h2('Im Gespräch'),
        'Antworten Sie mit Beispielen und Zahlen. Es ist in Ordnung zu sagen, was Sie noch nicht wissen und wie Sie es lernen würden.',
        h2('Danach'),
        'Eine kurze Dankes-E-Mail am selben Tag wird geschätzt, ist aber keine Pflicht.',
      ),
    },
  },
]

type Text = ReturnType<typeof richText>
const withSections = (text: Text, sections: Parameters<typeof richText> = []): Text =>
  richText(...(text.root.children as Block[]), ...sections)

/** The posts: each opening followed by its longer part, so every post reads for a few minutes. */
export const POSTS: SeedPost[] = OPENINGS.map((post) => ({
  ...post,
  content: {
    en: withSections(post.content.en, POST_SECTIONS[post.slug]?.en),
    de: withSections(post.content.de, POST_SECTIONS[post.slug]?.de),
  },
}))
