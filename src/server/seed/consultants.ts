// Demo consultants: realistic, varied by industry, price, time zone and profile language.

export type SeedConsultant = {
  email: string
  firstName: string
  lastName: string
  timezone: string
  country: string
  city: string
  languages: string[]
  /** catalogue ids (src/domain/catalogue) */
  industry: string
  major: string
  yearsOfExperience: string
  tagline: string
  aboutMe: string
  skills: string[]
  services: { title: string; description: string; category: string }[]
  /** euro, VAT included */
  prices: { trial: number; min30: number; min60: number }
  job: { title: string; organization: string; fromDate: string }
  education: { type: string; fieldOfStudy: string; university: string; fromDate: string; toDate: string }
  verified: boolean
}

const service = (title: string, category: string, description: string) => ({ title, category, description })

export const seedConsultants: SeedConsultant[] = [
  {
    email: 'jonas.weber@example.com',
    firstName: 'Jonas',
    lastName: 'Weber',
    timezone: 'Europe/Berlin',
    country: 'DE',
    city: 'Berlin',
    languages: ['de', 'en'],
    industry: 'information-technology',
    major: 'computer-science',
    yearsOfExperience: '12',
    tagline: 'Engineering manager helping developers land roles in German tech companies',
    aboutMe:
      'I lead a team of 14 engineers at a Berlin scale-up and have run more than 300 technical interviews. I help software developers prepare for system-design and coding interviews, negotiate offers, and understand how hiring works in German tech companies, from the first recruiter call to the contract.',
    skills: ['System design', 'Technical interviews', 'Salary negotiation', 'TypeScript', 'Team leadership'],
    services: [
      service(
        'Mock technical interview',
        'Tech & Digital Careers',
        'A realistic 45-minute coding or system-design interview with written feedback.',
      ),
      service(
        'CV review for developers',
        'Career Services',
        'Line-by-line feedback on your CV and GitHub profile for German employers.',
      ),
      service(
        'Offer negotiation',
        'Career Services',
        'Compare offers, understand German salary bands and prepare your negotiation.',
      ),
      service(
        'Career path in engineering',
        'Tech & Digital Careers',
        'Staff engineer or manager? We map the next two years of your career.',
      ),
      service(
        'Relocation to Germany',
        'Career Services',
        'Blue Card, contracts and the first 90 days in a German tech job.',
      ),
    ],
    prices: { trial: 0, min30: 45, min60: 80 },
    job: { title: 'Engineering Manager', organization: 'Zalando', fromDate: '2019-04' },
    education: {
      type: 'MASTER',
      fieldOfStudy: 'Computer Science',
      university: 'TU Berlin',
      fromDate: '2010-10',
      toDate: '2013-09',
    },
    verified: true,
  },
  {
    email: 'sophie.martin@example.com',
    firstName: 'Sophie',
    lastName: 'Martin',
    timezone: 'Europe/Paris',
    country: 'FR',
    city: 'Paris',
    languages: ['en', 'fr'],
    industry: 'finance-and-banking',
    major: 'economics',
    yearsOfExperience: '9',
    tagline: 'Investment banking associate: breaking into finance, step by step',
    aboutMe:
      'After six years in M&A at a bulge-bracket bank in London and Paris, I now coach graduates and career changers who want to start in investment banking, private equity or corporate finance. We work on your story, technical questions, modelling tests and networking so you walk into superdays prepared.',
    skills: ['Financial modelling', 'Valuation', 'M&A', 'Networking', 'Case interviews'],
    services: [
      service(
        'Investment banking interview prep',
        'Career Services',
        'Technical and behavioural questions with a banker who has hired analysts.',
      ),
      service(
        'Modelling test practice',
        'Business & Entrepreneurship',
        'Work through a timed LBO or three-statement test and review it together.',
      ),
      service(
        'Networking strategy',
        'Soft Skills & Personal Growth',
        'Find and approach the right people without sending cold messages that get ignored.',
      ),
      service(
        'CV for finance',
        'Career Services',
        'Turn your experience into a one-page finance CV that passes screening.',
      ),
      service(
        'Career switch into finance',
        'Career Services',
        'A realistic plan for joining finance from engineering, law or consulting.',
      ),
    ],
    prices: { trial: 10, min30: 60, min60: 110 },
    job: { title: 'Associate, M&A', organization: 'BNP Paribas', fromDate: '2020-09' },
    education: {
      type: 'MASTER',
      fieldOfStudy: 'Finance',
      university: 'HEC Paris',
      fromDate: '2014-09',
      toDate: '2016-06',
    },
    verified: true,
  },
  {
    email: 'aylin.demir@example.com',
    firstName: 'Aylin',
    lastName: 'Demir',
    timezone: 'Europe/Berlin',
    country: 'DE',
    city: 'München',
    languages: ['de', 'tr', 'en'],
    industry: 'human-resources',
    major: 'psychology',
    yearsOfExperience: '15+',
    tagline: 'Recruiterin mit 15 Jahren Erfahrung: Bewerbung, Anschreiben und Vorstellungsgespräch',
    aboutMe:
      'Ich habe als Recruiterin und HR Business Partnerin bei Konzernen und Mittelständlern über 2.000 Bewerbungen gesichtet. Heute zeige ich dir, worauf Personalabteilungen in Deutschland wirklich achten: ein klarer Lebenslauf, ein Anschreiben ohne Floskeln und souveräne Antworten im Vorstellungsgespräch.',
    skills: ['Recruiting', 'Lebenslauf', 'Vorstellungsgespräch', 'Gehaltsverhandlung', 'Arbeitsrecht Grundlagen'],
    services: [
      service(
        'Lebenslauf-Check',
        'Career Services',
        'Ich prüfe deinen Lebenslauf so, wie es eine Personalabteilung tun würde.',
      ),
      service(
        'Probe-Vorstellungsgespräch',
        'Career Services',
        'Ein realistisches Gespräch mit ausführlichem Feedback zu Inhalt und Auftreten.',
      ),
      service(
        'Anschreiben ohne Floskeln',
        'Career Services',
        'Gemeinsam schreiben wir ein Anschreiben, das zur Stelle passt.',
      ),
      service(
        'Gehaltsverhandlung',
        'Career Services',
        'Realistische Gehaltsspannen und eine Strategie für dein Gespräch.',
      ),
      service(
        'Berufseinstieg in Deutschland',
        'Career Services',
        'Bewerbungskultur, Zeugnisse und Erwartungen deutscher Arbeitgeber.',
      ),
    ],
    prices: { trial: 0, min30: 39, min60: 69 },
    job: { title: 'HR Business Partnerin', organization: 'Siemens', fromDate: '2016-01' },
    education: {
      type: 'MASTER',
      fieldOfStudy: 'Psychologie',
      university: 'LMU München',
      fromDate: '2004-10',
      toDate: '2009-09',
    },
    verified: true,
  },
  {
    email: 'rahul.mehta@example.com',
    firstName: 'Rahul',
    lastName: 'Mehta',
    timezone: 'Asia/Kolkata',
    country: 'IN',
    city: 'Bengaluru',
    languages: ['en', 'hi'],
    industry: 'information-technology',
    major: 'data-science',
    yearsOfExperience: '8',
    tagline: 'Data scientist guiding analysts into machine-learning roles in Europe',
    aboutMe:
      'I build recommendation systems for a global e-commerce company and moved from analytics into machine learning myself. I help analysts and graduates build a portfolio that shows real impact, prepare for ML interviews, and apply to European companies that sponsor visas.',
    skills: ['Machine learning', 'Python', 'SQL', 'Portfolio building', 'ML interviews'],
    services: [
      service(
        'ML interview preparation',
        'AI Mentors',
        'Statistics, ML theory and case questions as asked by European employers.',
      ),
      service(
        'Data portfolio review',
        'Tech & Digital Careers',
        'Make your projects show business impact instead of notebooks.',
      ),
      service('From analyst to data scientist', 'AI Mentors', 'A concrete learning and project plan for the switch.'),
      service(
        'Applying from India to Europe',
        'Career Services',
        'Visa-sponsoring employers, timelines and how to stand out remotely.',
      ),
      service(
        'SQL and case practice',
        'Tech & Digital Careers',
        'Timed SQL exercises and product-analytics cases with feedback.',
      ),
    ],
    prices: { trial: 5, min30: 25, min60: 45 },
    job: { title: 'Senior Data Scientist', organization: 'Flipkart', fromDate: '2021-02' },
    education: {
      type: 'BACHELOR',
      fieldOfStudy: 'Computer Science',
      university: 'IIT Bombay',
      fromDate: '2011-07',
      toDate: '2015-05',
    },
    verified: true,
  },
  {
    email: 'emily.carter@example.com',
    firstName: 'Emily',
    lastName: 'Carter',
    timezone: 'America/New_York',
    country: 'US',
    city: 'New York',
    languages: ['en', 'es'],
    industry: 'marketing-and-communications',
    major: 'business-administration',
    yearsOfExperience: '11',
    tagline: 'Product marketing lead: positioning yourself like a product',
    aboutMe:
      'I have launched products at two SaaS companies and hired marketers on three continents. I help marketers and career changers sharpen their positioning, build a portfolio of campaigns, and ace the take-home assignments that product-marketing interviews rely on.',
    skills: ['Product marketing', 'Positioning', 'Go-to-market', 'Personal branding', 'Take-home assignments'],
    services: [
      service(
        'Personal branding on LinkedIn',
        'Soft Skills & Personal Growth',
        'A profile and posting plan that recruiters actually notice.',
      ),
      service(
        'Marketing portfolio review',
        'Career Services',
        'Present campaigns with goals, numbers and your role in them.',
      ),
      service(
        'Take-home assignment coaching',
        'Career Services',
        'Structure and present a go-to-market plan under time pressure.',
      ),
      service(
        'Switching into product marketing',
        'Business & Entrepreneurship',
        'Which skills transfer, which to build, and where to apply.',
      ),
      service(
        'Interview prep for marketers',
        'Career Services',
        'Practise the questions hiring managers in marketing ask most.',
      ),
    ],
    prices: { trial: 15, min30: 70, min60: 125 },
    job: { title: 'Head of Product Marketing', organization: 'HubSpot', fromDate: '2018-06' },
    education: {
      type: 'MBA',
      fieldOfStudy: 'Business Administration',
      university: 'NYU Stern',
      fromDate: '2012-09',
      toDate: '2014-05',
    },
    verified: false,
  },
  {
    email: 'lukas.hoffmann@example.com',
    firstName: 'Lukas',
    lastName: 'Hoffmann',
    timezone: 'Europe/Vienna',
    country: 'AT',
    city: 'Wien',
    languages: ['de', 'en'],
    industry: 'consulting',
    major: 'business-administration',
    yearsOfExperience: '7',
    tagline: 'Ex-Strategieberater: Case Interviews sicher meistern',
    aboutMe:
      'Ich war fünf Jahre Berater bei einer großen Strategieberatung und habe dort selbst Bewerbungsgespräche geführt. Mit mir übst du Case Interviews Schritt für Schritt: Struktur, Kopfrechnen, Hypothesen und eine klare Empfehlung. Außerdem bereiten wir das Fit-Interview und deine persönliche Geschichte vor.',
    skills: ['Case Interviews', 'Strukturiertes Denken', 'Präsentation', 'Unternehmensstrategie', 'Excel'],
    services: [
      service(
        'Case-Interview-Training',
        'Business & Entrepreneurship',
        'Ein vollständiger Case mit Feedback wie in der echten Runde.',
      ),
      service(
        'Fit-Interview-Vorbereitung',
        'Career Services',
        'Deine Geschichte, deine Motivation und überzeugende Beispiele.',
      ),
      service('Lebenslauf für Beratungen', 'Career Services', 'Ein einseitiger Lebenslauf, der das Screening besteht.'),
      service(
        'Marktgrößen schätzen',
        'Business & Entrepreneurship',
        'Market Sizing mit klarer Struktur und sicherem Kopfrechnen.',
      ),
      service(
        'Exit aus der Beratung',
        'Leadership & Management',
        'Welche Wege nach der Beratung offenstehen und wie du wechselst.',
      ),
    ],
    prices: { trial: 0, min30: 55, min60: 95 },
    job: { title: 'Senior Consultant', organization: 'Roland Berger', fromDate: '2019-10' },
    education: {
      type: 'MASTER',
      fieldOfStudy: 'Betriebswirtschaft',
      university: 'WU Wien',
      fromDate: '2013-10',
      toDate: '2018-06',
    },
    verified: true,
  },
  {
    email: 'chloe.nguyen@example.com',
    firstName: 'Chloe',
    lastName: 'Nguyen',
    timezone: 'Australia/Adelaide',
    country: 'AU',
    city: 'Adelaide',
    languages: ['en', 'vi'],
    industry: 'healthcare',
    major: 'medicine',
    yearsOfExperience: '10',
    tagline: 'Doctor turned health-tech product manager',
    aboutMe:
      'I practised as a physician for six years before moving into product management at a health-tech start-up. I help clinicians and healthcare professionals who want to move into industry: which roles exist, how to translate clinical experience, and how to pass product interviews.',
    skills: ['Product management', 'Healthcare', 'Career change', 'Stakeholder management', 'User research'],
    services: [
      service(
        'Clinician to industry',
        'Career Services',
        'Map your clinical skills to roles in health-tech and pharma.',
      ),
      service(
        'Product manager interview prep',
        'Tech & Digital Careers',
        'Product sense, metrics and prioritisation questions with feedback.',
      ),
      service('CV translation for clinicians', 'Career Services', 'Rewrite your medical CV for industry employers.'),
      service(
        'Networking in health-tech',
        'Soft Skills & Personal Growth',
        'Where health-tech hires and how to get introduced.',
      ),
      service(
        'First 90 days as a PM',
        'Leadership & Management',
        'Set priorities and earn trust quickly in a new product role.',
      ),
    ],
    prices: { trial: 0, min30: 50, min60: 90 },
    job: { title: 'Product Manager', organization: 'Heidi Health', fromDate: '2022-03' },
    education: {
      type: 'DOCTORATE',
      fieldOfStudy: 'Medicine',
      university: 'University of Adelaide',
      fromDate: '2008-02',
      toDate: '2013-12',
    },
    verified: true,
  },
  {
    email: 'mehmet.yilmaz@example.com',
    firstName: 'Mehmet',
    lastName: 'Yılmaz',
    timezone: 'Europe/Berlin',
    country: 'DE',
    city: 'Hamburg',
    languages: ['de', 'tr', 'en'],
    industry: 'engineering',
    major: 'mechanical-engineering',
    yearsOfExperience: '14',
    tagline: 'Maschinenbauingenieur: Einstieg in die deutsche Industrie',
    aboutMe:
      'Ich arbeite seit 14 Jahren als Ingenieur in der Luftfahrt- und Automobilindustrie und habe selbst den Weg aus dem Ausland nach Deutschland gemacht. Ich unterstütze Ingenieurinnen und Ingenieure bei der Anerkennung ihres Abschlusses, bei Bewerbungen und beim Start im deutschen Arbeitsalltag.',
    skills: ['Maschinenbau', 'Anerkennung von Abschlüssen', 'Bewerbung', 'Projektmanagement', 'CAD'],
    services: [
      service(
        'Anerkennung deines Abschlusses',
        'Career Services',
        'Welche Stelle zuständig ist und welche Unterlagen du brauchst.',
      ),
      service(
        'Bewerbung in der Industrie',
        'Career Services',
        'Lebenslauf und Anschreiben für Ingenieurstellen in Deutschland.',
      ),
      service(
        'Technisches Vorstellungsgespräch',
        'Career Services',
        'Typische Fachfragen aus Konstruktion und Fertigung üben.',
      ),
      service(
        'Arbeitskultur in Deutschland',
        'Soft Skills & Personal Growth',
        'Hierarchien, Kommunikation und ungeschriebene Regeln im Büro.',
      ),
      service(
        'Karriereplanung für Ingenieure',
        'Leadership & Management',
        'Fachlaufbahn oder Projektleitung: der passende nächste Schritt.',
      ),
    ],
    prices: { trial: 0, min30: 35, min60: 60 },
    job: { title: 'Projektingenieur', organization: 'Airbus', fromDate: '2015-08' },
    education: {
      type: 'MASTER',
      fieldOfStudy: 'Maschinenbau',
      university: 'TU Hamburg',
      fromDate: '2008-10',
      toDate: '2011-09',
    },
    verified: true,
  },
  {
    email: 'olivia.brown@example.com',
    firstName: 'Olivia',
    lastName: 'Brown',
    timezone: 'Europe/London',
    country: 'GB',
    city: 'London',
    languages: ['en'],
    industry: 'education',
    major: 'education',
    yearsOfExperience: '6',
    tagline: 'Admissions advisor for master’s programmes in the UK and Germany',
    aboutMe:
      'I worked in university admissions for four years and have read thousands of personal statements. I help students choose master’s programmes, write statements that stand out, and prepare for admission interviews at universities in the UK and Germany.',
    skills: ['University admissions', 'Personal statements', 'Scholarships', 'Study abroad', 'Interview preparation'],
    services: [
      service(
        'Choosing a master’s programme',
        'Academic & Study Abroad',
        'Shortlist programmes that fit your goals, budget and profile.',
      ),
      service(
        'Personal statement review',
        'Academic & Study Abroad',
        'Detailed feedback on structure, story and tone.',
      ),
      service(
        'Scholarship applications',
        'Academic & Study Abroad',
        'Find scholarships you are eligible for and apply convincingly.',
      ),
      service(
        'Admission interview practice',
        'Academic & Study Abroad',
        'Practise the questions admissions panels actually ask.',
      ),
      service(
        'Studying in Germany',
        'Academic & Study Abroad',
        'Applications via uni-assist, blocked accounts and first steps.',
      ),
    ],
    prices: { trial: 0, min30: 30, min60: 55 },
    job: { title: 'Admissions Officer', organization: 'King’s College London', fromDate: '2020-01' },
    education: {
      type: 'MASTER',
      fieldOfStudy: 'Education',
      university: 'University of Oxford',
      fromDate: '2016-10',
      toDate: '2017-09',
    },
    verified: false,
  },
  {
    email: 'katharina.schulz@example.com',
    firstName: 'Katharina',
    lastName: 'Schulz',
    timezone: 'Europe/Zurich',
    country: 'CH',
    city: 'Zürich',
    languages: ['de', 'en', 'fr'],
    industry: 'finance-and-banking',
    major: 'law',
    yearsOfExperience: '15+',
    tagline: 'Führungskräfte-Coach: souverän in die erste Führungsrolle',
    aboutMe:
      'Nach 18 Jahren in Bank und Versicherung, davon zehn als Führungskraft, begleite ich heute Frauen und Männer auf dem Weg in ihre erste oder nächste Führungsrolle. Wir arbeiten an deinem Führungsstil, schwierigen Gesprächen und daran, wie du in Auswahlverfahren überzeugst.',
    skills: ['Führung', 'Konfliktgespräche', 'Female Leadership', 'Assessment Center', 'Verhandlung'],
    services: [
      service(
        'Erste Führungsrolle',
        'Leadership & Management',
        'Die ersten 100 Tage planen und Vertrauen im Team aufbauen.',
      ),
      service(
        'Assessment-Center-Training',
        'Career Services',
        'Rollenspiele, Präsentationen und Gruppenübungen sicher meistern.',
      ),
      service(
        'Schwierige Gespräche führen',
        'Soft Skills & Personal Growth',
        'Kritik, Konflikte und Kündigungen klar und fair ansprechen.',
      ),
      service(
        'Frauen in Führung',
        'Female Leadership Services',
        'Sichtbarkeit, Netzwerke und Verhandlung für weibliche Führungskräfte.',
      ),
      service(
        'Gehalt und Position verhandeln',
        'Career Services',
        'Argumente sammeln und die Verhandlung vorbereiten.',
      ),
    ],
    prices: { trial: 20, min30: 90, min60: 160 },
    job: { title: 'Bereichsleiterin', organization: 'UBS', fromDate: '2014-05' },
    education: {
      type: 'MASTER',
      fieldOfStudy: 'Rechtswissenschaft',
      university: 'Universität Zürich',
      fromDate: '2001-10',
      toDate: '2006-09',
    },
    verified: true,
  },
  {
    email: 'diego.fernandez@example.com',
    firstName: 'Diego',
    lastName: 'Fernández',
    timezone: 'America/Sao_Paulo',
    country: 'BR',
    city: 'São Paulo',
    languages: ['en', 'es', 'pt'],
    industry: 'media-and-entertainment',
    major: 'design',
    yearsOfExperience: '5',
    tagline: 'UX designer: portfolios that get you hired',
    aboutMe:
      'I design banking apps used by millions of people and review design portfolios for our hiring team every month. I help junior and mid-level designers tell the story behind their work, prepare whiteboard challenges and find remote roles with European companies.',
    skills: ['UX design', 'Portfolio review', 'Design challenges', 'Figma', 'Remote work'],
    services: [
      service('Portfolio review', 'Tech & Digital Careers', 'Make every case study show problem, process and outcome.'),
      service(
        'Whiteboard challenge practice',
        'Tech & Digital Careers',
        'A live design challenge with feedback on your process.',
      ),
      service(
        'Remote jobs with European companies',
        'Career Services',
        'Where to find them and how to apply from abroad.',
      ),
      service(
        'Junior to mid-level designer',
        'Leadership & Management',
        'Skills and habits that get you the next level.',
      ),
      service('Design CV and LinkedIn', 'Career Services', 'A CV and profile that lead recruiters to your portfolio.'),
    ],
    prices: { trial: 0, min30: 20, min60: 35 },
    job: { title: 'Senior Product Designer', organization: 'Nubank', fromDate: '2022-07' },
    education: {
      type: 'BACHELOR',
      fieldOfStudy: 'Design',
      university: 'Universidade de São Paulo',
      fromDate: '2014-02',
      toDate: '2018-12',
    },
    verified: false,
  },
  {
    email: 'anna.kowalska@example.com',
    firstName: 'Anna',
    lastName: 'Kowalska',
    timezone: 'Europe/Warsaw',
    country: 'PL',
    city: 'Warszawa',
    languages: ['pl', 'en', 'de'],
    industry: 'logistics-and-supply-chain',
    major: 'supply-chain-management',
    yearsOfExperience: '13',
    tagline: 'Supply-chain director: growing into operations leadership',
    aboutMe:
      'I run European operations for a logistics company with 1,200 employees across Poland and Germany. I help operations professionals prepare for senior roles, build a business case, present to leadership, and handle the step from specialist to manager.',
    skills: ['Supply chain', 'Operations leadership', 'Business cases', 'Lean', 'Cross-cultural teams'],
    services: [
      service(
        'From specialist to manager',
        'Leadership & Management',
        'What changes, what to stop doing and how to lead former peers.',
      ),
      service(
        'Building a business case',
        'Business & Entrepreneurship',
        'Numbers, risks and a story that convinces leadership.',
      ),
      service(
        'Interview prep for operations roles',
        'Career Services',
        'Situational and technical questions for logistics and operations.',
      ),
      service(
        'Working across Poland and Germany',
        'Soft Skills & Personal Growth',
        'Communication habits that make cross-border teams work.',
      ),
      service(
        'Lean and process improvement',
        'Business & Entrepreneurship',
        'Pick the right improvement project and show its results.',
      ),
    ],
    prices: { trial: 0, min30: 40, min60: 75 },
    job: { title: 'Director of Operations', organization: 'DHL Supply Chain', fromDate: '2017-03' },
    education: {
      type: 'MASTER',
      fieldOfStudy: 'Logistics',
      university: 'Warsaw School of Economics',
      fromDate: '2007-10',
      toDate: '2012-06',
    },
    verified: true,
  },
]
