// The guide's sections on the resume and references (spec 3 §2 /dashboard/resume and references, §4, §5;
// issue 26): professionals (100) build a resume from their records, preview, publish and download it, and
// keep references; directors and verifiers read a person's published resume from their User Records.
import { CLAIMS } from '../claims.js';
import type { GuideSection } from './types.js';

export const RESUME_SECTION: GuideSection = {
  id: 'resume',
  heading: 'Resume',
  screens: ['resume'],
  when: ({ may }) => may(CLAIMS.resume),
  summary: ({ tenant }) =>
    tenant.features.resumeReferences
      ? 'make a resume from your records, publish and download it, and keep your references'
      : 'make a resume from your records, publish it and download it',
  blocks: ({ tenant }) => {
    const references = tenant.features.resumeReferences;
    // jh has no organizations, so no directors: the registry's staff alone read a published resume.
    const readers = tenant.features.organizations
      ? 'the directors of the places where you work and by the registry\u2019s staff'
      : 'the registry\u2019s staff';
    const sections = [
      'Education',
      'Work Experience',
      'Certification / Credentials',
      ...(tenant.features.resumeCommunityService ? ['Community Service'] : []),
      'Membership',
      ...(references ? ['References'] : []),
      'Training Certificates',
    ];
    return [
      {
        paragraph:
          'The Resume tile opens your resumes. Generate Resume makes one from the records you have entered ' +
          'in your profile; Upload a Resume keeps a resume you wrote elsewhere (a PDF or Word file).',
      },
      {
        steps: [
          'Generate Resume opens the resume editor. Write a short description of yourself at the top.',
          `Open each section (${sections.join(', ')}) and switch Include on for the records the resume shows.` +
            (references ? ' A resume names at most three references.' : ''),
          'Save makes the PDF. Preview shows it in the page (Refresh when nothing changed since); Download ' +
            'saves it to your computer.',
          'Publish appears once the saved resume has been previewed. Any change hides it again until you save ' +
            `and preview. A published resume is read by ${readers}; it cannot be changed: Start a new version ` +
            'to change it. One resume is published at a time.',
        ],
      },
      {
        paragraph:
          'Records the registry has verified are marked Verified in the PDF, and your training certificates ' +
          'carry the code anyone can check on the registry\u2019s verification page. A record you delete after ' +
          'publishing stays in the published file, which is a document of its date; the editor marks it.',
      },
    ];
  },
};

/** The References tab (not in al, whose resumes have no references: spec 3 §1). */
export const REFERENCES_SECTION: GuideSection = {
  id: 'resume-references',
  heading: 'References',
  screens: ['resume-references'],
  when: ({ may, tenant }) => may(CLAIMS.resume) && tenant.features.resumeReferences,
  blocks: () => [
    {
      paragraph:
        'The References tile (and the References tab beside your resumes) keeps the people who can speak for ' +
        'your work. Add a new Reference records a person\u2019s name, relationship, workplace and contact ' +
        'details; Upload a Reference Letter keeps a letter they wrote. Each can then be chosen on a resume, at ' +
        'most three on one resume.',
    },
  ],
};

/** Directors and verifiers: a person's published resume, from User Records. */
export const PUBLISHED_RESUME_SECTION: GuideSection = {
  id: 'published-resume',
  heading: 'Published resumes',
  when: ({ roles }) => roles.some((role) => role !== '100' && role !== '250' && role !== '300'),
  summary: () => 'read the resume a person has published',
  blocks: ({ roles }) => [
    {
      paragraph:
        (roles.includes('200')
          ? 'In the User Records of a member of your staff, '
          : 'In the User Records of a person you may see, ') +
        'View Resume opens the resume they have published, as a PDF. It appears only when they have ' +
        'published one. Records marked Verified in it were verified by the registry.',
    },
  ],
};
