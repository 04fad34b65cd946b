// Plain data, so both the integration tests and the browser tests can import it.

/** Valid bodies of the four application steps, as the stepper sends them. */
export const stepBodies = {
  personalInformation: {
    personalInformation: {
      imageUrl: 'https://cdn.example.com/ada.jpg',
      firstName: 'Ada',
      lastName: 'Lovelace',
      country: 'DE',
      city: 'Berlin',
      languages: ['en', 'de'],
      gender: 'FEMALE',
    },
    applicationData: { motivation: 'I want to help people find their way. '.repeat(8), referralSource: 'LINKEDIN' },
  },
  profileDetails: {
    tagline: 'Data leader helping analysts grow',
    aboutMe: 'I spent twelve years building and leading data teams in Berlin and Munich; I love helping people grow. ',
    linkedInUrl: 'https://www.linkedin.com/in/ada-example',
  },
  skillsServices: {
    skills: ['SQL', 'Python', 'Leadership', 'Hiring', 'Statistics'],
    services: ['CV review', 'Mock interview', 'Salary talk', 'Career plan', 'LinkedIn'].map((title) => ({
      title,
      description: `${title} in one hour`,
    })),
    pricing: { pricing30Min: 50, pricing60Min: 90, pricingTrial: 0 },
  },
  experience: {
    consents: [
      { consentType: 'CONSULTANT_TERMS_AND_PROFILE_CONSENT', status: 'optin', version: '1.0' },
      { consentType: 'EMPLOYER_APPROVAL_AND_TAX_DECLARATION', status: 'optin', version: '1.0' },
      { consentType: 'DATA_PROCESSING_TRUTHFULNESS_PUBLICATION', status: 'optin', version: '1.0' },
      { consentType: 'DATA_PROCESSING', status: 'optin', version: '1.0' },
      { consentType: 'DECLARATION_OF_ACCURACY', status: 'optin', version: '1.0' },
    ],
    experience: {
      industry: 'information-technology',
      major: 'computer-science',
      consultantBusinessType: 'KLEINUNTERNEHMER',
      yearsOfExperience: '12',
      experiences: [
        {
          title: 'Lead',
          organization: 'Zalando',
          country: 'DE',
          city: 'Berlin',
          fromDate: '2019-04',
          myCurrentRole: true,
        },
      ],
      education: [
        {
          type: 'MASTER',
          fieldOfStudy: 'Computer Science',
          university: 'TU Berlin',
          country: 'DE',
          city: 'Berlin',
          fromDate: '2010-10',
          toDate: '2013-09',
        },
      ],
    },
  },
} as const
