// Past demo sessions and the reviews their consultees wrote, each in the language the consultee wrote
// in. Not every consultant has reviews yet: a new profile on a real site has none either.

import type { SessionType } from '@/domain/scheduling'

export type SeedReview = {
  consultant: string
  /** The consultee; one session per consultant and consultee, which is how seeding recognises it. */
  by: string
  rating: 1 | 2 | 3 | 4 | 5
  /** How many working days (Monday to Friday) ago the session took place. */
  workingDaysAgo: number
  sessionType: SessionType
  headline: string
  body: string
}

const JONAS = 'jonas.weber@example.com'
const SOPHIE = 'sophie.martin@example.com'
const AYLIN = 'aylin.demir@example.com'
const RAHUL = 'rahul.mehta@example.com'
const EMILY = 'emily.carter@example.com'
const LUKAS = 'lukas.hoffmann@example.com'
const MEHMET = 'mehmet.yilmaz@example.com'
const OLIVIA = 'olivia.brown@example.com'
const KATHARINA = 'katharina.schulz@example.com'
const DIEGO = 'diego.fernandez@example.com'

const TOBIAS = 'tobias.richter@example.com'
const NADIA = 'nadia.haddad@example.com'
const KENJI = 'kenji.sato@example.com'
const JULIA = 'julia.wagner@example.com'
const SAMUEL = 'samuel.okafor@example.com'
const ELENA = 'elena.popescu@example.com'
const FELIX = 'felix.braun@example.com'
const PRIYA = 'priya.nair@example.com'
const ARJUN = 'arjun.rao@example.com'
const MARIA = 'maria.garcia@example.com'

export const SEED_REVIEWS: SeedReview[] = [
  {
    consultant: JONAS,
    by: ARJUN,
    rating: 5,
    workingDaysAgo: 6,
    sessionType: '60MINUTES',
    headline: 'The system-design round finally made sense',
    body: 'Jonas ran a full mock interview with me (design a URL shortener) and stopped at exactly the points where real interviewers would push. His written notes afterwards were specific: where I jumped to a database too early, where I forgot the numbers. Two weeks later I passed the onsite at a Berlin fintech.',
  },
  {
    consultant: JONAS,
    by: TOBIAS,
    rating: 5,
    workingDaysAgo: 23,
    sessionType: '30MINUTES',
    headline: 'Ehrliches Feedback zum Gehaltsangebot',
    body: 'Ich hatte zwei Angebote und wusste nicht, wie ich sie vergleichen soll. Jonas hat mir die üblichen Gehaltsbänder erklärt und mit mir eine Antwort formuliert. Ergebnis: 6.000 € mehr im Jahr und ein zusätzlicher Homeoffice-Tag.',
  },
  {
    consultant: JONAS,
    by: KENJI,
    rating: 4,
    workingDaysAgo: 41,
    sessionType: '60MINUTES',
    headline: 'Very useful CV review, a little rushed at the end',
    body: 'He rewrote my project bullets with me so they show impact instead of tasks, and explained what German hiring managers look for on GitHub. We ran out of time for the cover letter, but he sent two short notes about it afterwards.',
  },
  {
    consultant: JONAS,
    by: ELENA,
    rating: 5,
    workingDaysAgo: 64,
    sessionType: 'TRIAL',
    headline: 'Clear plan for my move to Berlin',
    body: 'In the free intro call Jonas explained the Blue Card steps and which companies sponsor visas for mid-level developers. Straight to the point and very friendly.',
  },
  {
    consultant: JONAS,
    by: FELIX,
    rating: 5,
    workingDaysAgo: 97,
    sessionType: '60MINUTES',
    headline: 'Endlich Klarheit: Staff Engineer oder Teamlead',
    body: 'Jonas hat mir keine Antwort vorgegeben, sondern die richtigen Fragen gestellt. Wir haben die nächsten zwei Jahre grob geplant, und ich habe danach das Gespräch mit meiner Chefin viel sicherer geführt.',
  },
  {
    consultant: SOPHIE,
    by: MARIA,
    rating: 5,
    workingDaysAgo: 12,
    sessionType: '60MINUTES',
    headline: 'Best preparation for my superday',
    body: 'Sophie walked me through the technical questions analysts actually get (DCF, accretion/dilution) and, just as important, how to tell my story as a career switcher from consulting. She was demanding but kind. I received an offer from a mid-market M&A boutique in Paris.',
  },
  {
    consultant: SOPHIE,
    by: SAMUEL,
    rating: 4,
    workingDaysAgo: 38,
    sessionType: '30MINUTES',
    headline: 'Honest view of the industry',
    body: 'I wanted to know whether investment banking is realistic from a non-target university. Sophie gave me an honest answer and a networking plan with names of programmes to apply to. I would have liked a follow-up document, but the call itself was excellent.',
  },
  {
    consultant: SOPHIE,
    by: ELENA,
    rating: 5,
    workingDaysAgo: 83,
    sessionType: '60MINUTES',
    headline: 'My CV went from generic to finance-ready',
    body: 'We rebuilt my CV line by line in the one-page banking format. Sophie knew exactly which deal details to keep and which to cut. Worth every euro.',
  },
  {
    consultant: AYLIN,
    by: JULIA,
    rating: 5,
    workingDaysAgo: 4,
    sessionType: '60MINUTES',
    headline: 'Mein Anschreiben klingt jetzt nach mir',
    body: 'Aylin hat mein Anschreiben nicht einfach umgeschrieben, sondern mir gezeigt, warum der erste Absatz nicht funktioniert hat. Nach der Sitzung hatte ich innerhalb von drei Wochen zwei Einladungen zum Vorstellungsgespräch.',
  },
  {
    consultant: AYLIN,
    by: NADIA,
    rating: 5,
    workingDaysAgo: 19,
    sessionType: '30MINUTES',
    headline: 'Super Vorbereitung auf die Frage nach den Schwächen',
    body: 'Wir haben die typischen Fragen deutscher Personaler durchgespielt, mit direktem Feedback nach jeder Antwort. Sehr angenehme Atmosphäre, sehr konkrete Tipps.',
  },
  {
    consultant: AYLIN,
    by: TOBIAS,
    rating: 4,
    workingDaysAgo: 52,
    sessionType: 'TRIAL',
    headline: 'Kurz, aber hilfreich',
    body: 'Im kostenlosen Erstgespräch hat Aylin meinen Lebenslauf überflogen und mir drei Punkte genannt, die ich sofort ändern konnte. Für die ausführliche Bewerbungsmappe buche ich noch eine volle Stunde.',
  },
  {
    consultant: AYLIN,
    by: PRIYA,
    rating: 5,
    workingDaysAgo: 110,
    sessionType: '60MINUTES',
    headline: 'Understood the German application process at last',
    body: 'Aylin explained what a German CV needs (and what it should leave out, like the photo debate) in clear English. She even checked the German wording of my cover letter. Very patient.',
  },
  {
    consultant: RAHUL,
    by: PRIYA,
    rating: 5,
    workingDaysAgo: 9,
    sessionType: '60MINUTES',
    headline: 'A realistic roadmap from analyst to ML engineer',
    body: 'Rahul looked at my SQL and Python projects and told me plainly which ones would not impress anyone. We picked one portfolio project that shows an end-to-end model, and he shared the take-home tasks he uses when hiring. Extremely practical.',
  },
  {
    consultant: RAHUL,
    by: KENJI,
    rating: 4,
    workingDaysAgo: 33,
    sessionType: '30MINUTES',
    headline: 'Good mock interview on statistics',
    body: 'Half an hour of questions on A/B testing and model evaluation, with explanations where I was unsure. Good value for the price. The connection dropped once, but we made up the time.',
  },
  {
    consultant: RAHUL,
    by: SAMUEL,
    rating: 5,
    workingDaysAgo: 71,
    sessionType: 'TRIAL',
    headline: 'Helpful even in a short call',
    body: 'Rahul recommended two courses and told me which skills European employers actually ask for in junior data roles. Friendly and honest.',
  },
  {
    consultant: RAHUL,
    by: FELIX,
    rating: 3,
    workingDaysAgo: 126,
    sessionType: '60MINUTES',
    headline: 'Solide, aber für mich zu allgemein',
    body: 'Rahul kennt sich sehr gut aus, aber ich hatte mir mehr zum deutschen Arbeitsmarkt erhofft. Die technischen Tipps zu meinem Portfolio waren trotzdem nützlich.',
  },
  {
    consultant: EMILY,
    by: MARIA,
    rating: 5,
    workingDaysAgo: 15,
    sessionType: '60MINUTES',
    headline: 'She taught me to pitch myself in one sentence',
    body: 'Emily treated my job search like a product launch: target audience, positioning, proof points. My LinkedIn headline and summary are completely different now, and recruiters have started writing to me.',
  },
  {
    consultant: EMILY,
    by: NADIA,
    rating: 4,
    workingDaysAgo: 58,
    sessionType: '30MINUTES',
    headline: 'Sharp feedback on my portfolio deck',
    body: 'Emily went through my case-study deck slide by slide. Some of the feedback was tough to hear, but all of it was right. I would book again before my next round of interviews.',
  },
  {
    consultant: LUKAS,
    by: FELIX,
    rating: 5,
    workingDaysAgo: 8,
    sessionType: '60MINUTES',
    headline: 'Das beste Case-Training, das ich hatte',
    body: 'Lukas hat einen Profitabilitäts-Case im Stil der großen Beratungen mit mir gerechnet und genau dort nachgehakt, wo ich unsauber strukturiert habe. Sein Feedback zur Synthese am Ende war Gold wert. Ich habe die zweite Runde bei einer Strategieberatung bestanden.',
  },
  {
    consultant: LUKAS,
    by: JULIA,
    rating: 5,
    workingDaysAgo: 30,
    sessionType: '60MINUTES',
    headline: 'Strukturiert, fordernd, fair',
    body: 'Zwei Marktgrößen-Schätzungen unter Zeitdruck und danach eine ehrliche Einschätzung, wo ich stehe. Lukas nimmt sich Zeit und erklärt, wie Interviewer denken.',
  },
  {
    consultant: LUKAS,
    by: ARJUN,
    rating: 4,
    workingDaysAgo: 89,
    sessionType: 'TRIAL',
    headline: 'Good first look at case interviews',
    body: 'Lukas switched to English without any problem and gave me a clear overview of how case interviews work in the DACH region, plus a list of practice cases. A good start before booking longer sessions.',
  },
  {
    consultant: MEHMET,
    by: NADIA,
    rating: 5,
    workingDaysAgo: 17,
    sessionType: '60MINUTES',
    headline: 'Wertvolle Einblicke in die Automobilindustrie',
    body: 'Mehmet hat mir erklärt, wie Einstellungsverfahren bei großen Zulieferern ablaufen und welche Zertifikate wirklich zählen. Wir haben auch über die Anerkennung meines Abschlusses gesprochen. Sehr hilfsbereit.',
  },
  {
    consultant: MEHMET,
    by: SAMUEL,
    rating: 4,
    workingDaysAgo: 46,
    sessionType: '30MINUTES',
    headline: 'Practical advice for engineers new to Germany',
    body: 'Mehmet knows the difference between what job ads say and what hiring managers in manufacturing really want. He suggested I add a German B1 course to my CV plan, which already paid off.',
  },
  {
    consultant: MEHMET,
    by: TOBIAS,
    rating: 5,
    workingDaysAgo: 102,
    sessionType: 'TRIAL',
    headline: 'Sehr sympathisch und konkret',
    body: 'Im Erstgespräch hat Mehmet sofort verstanden, wo ich hänge, und mir zwei Arbeitgeber in meiner Region empfohlen, die Quereinsteiger aus dem Handwerk nehmen.',
  },
  {
    consultant: OLIVIA,
    by: PRIYA,
    rating: 5,
    workingDaysAgo: 3,
    sessionType: '60MINUTES',
    headline: 'My personal statement is finally focused',
    body: 'Olivia helped me cut my statement from 1,200 words of everything to 650 words with one clear story. She also told me which UK programmes fit my grades realistically. I have since received two offers.',
  },
  {
    consultant: OLIVIA,
    by: KENJI,
    rating: 5,
    workingDaysAgo: 27,
    sessionType: '30MINUTES',
    headline: 'Clear comparison of UK and German master’s programmes',
    body: 'Tuition, length, language requirements, chances of staying to work afterwards: Olivia laid it all out in a table for me after the call. Incredibly organised.',
  },
  {
    consultant: OLIVIA,
    by: JULIA,
    rating: 4,
    workingDaysAgo: 61,
    sessionType: 'TRIAL',
    headline: 'Short, friendly and to the point',
    body: 'Olivia answered all my questions about UCAS and university deadlines in the UK. A short call, but afterwards I knew exactly what to do next.',
  },
  {
    consultant: OLIVIA,
    by: ELENA,
    rating: 5,
    workingDaysAgo: 118,
    sessionType: '60MINUTES',
    headline: 'Interview practice for my scholarship',
    body: 'We practised the scholarship interview twice with different panels in mind. Olivia’s questions were harder than the real ones, which is exactly what I needed.',
  },
  {
    consultant: KATHARINA,
    by: FELIX,
    rating: 5,
    workingDaysAgo: 11,
    sessionType: '60MINUTES',
    headline: 'Souverän in die erste Führungsrolle',
    body: 'Ich führe seit zwei Monaten ein Team von sechs Leuten, in dem ich vorher selbst Kollege war. Katharina hat mit mir die schwierigen Gespräche vorbereitet und mir ein einfaches Raster für Einzelgespräche gegeben. Das hat sofort gewirkt.',
  },
  {
    consultant: KATHARINA,
    by: MARIA,
    rating: 5,
    workingDaysAgo: 49,
    sessionType: '60MINUTES',
    headline: 'Calm, wise and very direct',
    body: 'Katharina helped me prepare for a difficult conversation with a senior stakeholder. She played the stakeholder so convincingly that the real meeting felt easy.',
  },
  {
    consultant: DIEGO,
    by: NADIA,
    rating: 4,
    workingDaysAgo: 21,
    sessionType: '60MINUTES',
    headline: 'My portfolio tells a story now',
    body: 'Diego helped me turn three case studies into problem, process and outcome stories instead of galleries of screens. He also pointed out which project to drop entirely. Interviews feel much easier now.',
  },
  {
    consultant: DIEGO,
    by: ARJUN,
    rating: 5,
    workingDaysAgo: 55,
    sessionType: 'TRIAL',
    headline: 'Generous with his time',
    body: 'A free intro call that felt like a real review. Diego gave me concrete tips on my Figma case study and on how to present it in a design challenge.',
  },
  {
    consultant: DIEGO,
    by: KENJI,
    rating: 4,
    workingDaysAgo: 93,
    sessionType: '30MINUTES',
    headline: 'Good feedback, great value',
    body: 'Thirty minutes of honest portfolio feedback at a very fair price. Diego also recommended a couple of UX communities in Europe where junior designers find jobs.',
  },
]
