// Realistic resumes as the PDF receives them (issue 26), for resume-pdf.test.tsx and bench/resume.ts: a
// professional with a working life's records, made up and deterministic (the same index, the same resume).
import { RESUME_SECTION_INFO, type ResumeSectionKey, type Tenant } from '@registry/domain';
import type {
  ResumeDocument,
  ResumeDocumentSection,
  ResumeEntry,
} from '../src/modules/resume/resume-document.js';

const FIRST = ['Pat', 'Jordan', 'Maria', 'Keisha', 'Linh', 'Dolores', 'Ahmed', 'Brooke'];
const LAST = ['Professional', 'Washington', 'Hernández', 'Nguyen', "O'Connor", 'Abernathy-Smith'];
const CITIES = ['Montgomery, AL', 'Nashville, TN', 'Birmingham, AL', 'Memphis, TN', 'Huntsville, AL'];

/** About 150 words of description with every kind of formatting the editor makes. */
export const SAMPLE_DESCRIPTION_HTML =
  '<p>I am an <strong>early childhood educator</strong> with <em>eleven years</em> in infant, toddler and ' +
  'preschool classrooms, most recently as lead teacher of a <u>nationally accredited</u> program. I plan ' +
  'play-based curriculum around children&#39;s interests, build warm partnerships with families &amp; ' +
  'caregivers, and mentor new assistant teachers as they earn their credentials.</p>' +
  '<p>Strengths I bring to a program:</p>' +
  '<ul><li>Developmentally appropriate practice and observation-based assessment</li>' +
  '<li>Positive guidance, social-emotional learning and inclusive classrooms</li>' +
  '<li>Health, safety and nutrition routines that meet licensing standards</li></ul>' +
  '<p>My goals for the next three years:</p>' +
  '<ol><li>Complete a <b>bachelor&#39;s degree</b> in Early Childhood Education</li>' +
  '<li>Earn the director credential and lead a small center</li></ol>' +
  '<p>Portfolio and references: <a href="https://example.org/portfolio/pat">my online portfolio</a>. ' +
  'I am bilingual in English and Spanish and hold current pediatric first aid and CPR certification.</p>';

const entry = (
  title: string,
  subtitle: string | null,
  dates: string,
  details: string[],
  verified: boolean,
  extra: Partial<ResumeEntry> = {},
): ResumeEntry => ({ title, subtitle, dates, details, verified, ...extra });

const section = (key: ResumeSectionKey, entries: ResumeEntry[]): ResumeDocumentSection => ({
  key,
  title: RESUME_SECTION_INFO[key].title,
  entries,
});

/** The sections of a full resume: ~4 education, 5 jobs, 4 credentials, 3 service, 3 memberships, 3 references, 10 certificates. */
export function sampleSections(
  index = 0,
  publicBaseUrl = 'https://registry.example.org',
): ResumeDocumentSection[] {
  const year = 2026 - (index % 5);
  const code = (n: number) =>
    Array.from({ length: 3 }, (_, part) =>
      Array.from(
        { length: 4 },
        (_, c) => 'ABCDEFGHJKLMNPQRSTUVWXYZ'[(n * 7 + part * 5 + c * 3 + index) % 24],
      ).join(''),
    ).join('-');
  const trainings = [
    'Positive Guidance in the Preschool Classroom',
    'Infant and Toddler Brain Development',
    'Pediatric First Aid and CPR',
    'Family Engagement Strategies',
    'Inclusive Practices for Children with Disabilities',
    'Early Literacy Through Play',
    'Safe Sleep and SIDS Prevention',
    'Observation and Assessment Basics',
    'STEM Activities for Young Learners',
    'Managing Challenging Behaviors',
  ];
  return [
    section('education', [
      entry(
        "Master's degree, Early Childhood Leadership",
        'Auburn University, Auburn, AL',
        `08/${year - 2} - present`,
        [],
        false,
      ),
      entry(
        "Bachelor's degree, Early Childhood Education",
        'Alabama State University, Montgomery, AL',
        '08/2015 - 05/2019',
        ['Graduated cum laude'],
        true,
      ),
      entry(
        "Associate's degree, Child Development",
        'Trenholm State Community College, Montgomery, AL',
        '08/2013 - 05/2015',
        [],
        true,
      ),
      entry('High school diploma', 'Jefferson Davis High School, Montgomery, AL', '05/2013', [], false),
    ]),
    section('employment', [
      entry(
        'Lead Teacher, Preschool',
        'Sunny Days Child Care, Montgomery, AL',
        `06/${year - 3} - present`,
        [
          'Lead a classroom of 18 four-year-olds with two assistant teachers; plan weekly curriculum from the state early learning guidelines and children\u2019s interests.',
          'Full time, 40 hours a week',
        ],
        true,
      ),
      entry(
        'Assistant Teacher, Toddlers',
        'Little Learners Academy, Prattville, AL',
        '01/2019 - 05/2021',
        [
          'Supported daily routines, diapering and transitions for twelve toddlers; kept developmental portfolios.',
        ],
        true,
      ),
      entry(
        'Floater',
        'Bright Beginnings Early Learning Center, Montgomery, AL',
        '06/2017 - 12/2018',
        ['Covered breaks and absences in every classroom from infants to school age.'],
        false,
      ),
      entry('Summer Camp Counselor', 'YMCA of Greater Montgomery', '06/2015 - 08/2016', ['Seasonal'], false),
      entry(
        'Teacher Aide (practicum)',
        'Head Start of Montgomery County',
        '01/2015 - 05/2015',
        ['Unpaid practicum, 120 hours'],
        false,
      ),
    ]),
    section('certifications', [
      entry(
        'Child Development Associate (CDA), Preschool',
        'Council for Professional Recognition',
        'Issued 03/2024 \u00b7 Expires 03/2027',
        ['Credential number 1234567'],
        true,
      ),
      entry(
        'Pediatric First Aid / CPR / AED',
        'American Red Cross',
        'Issued 01/2026 \u00b7 Expires 01/2028',
        [],
        true,
      ),
      entry(
        'Alabama Child Care Director Credential',
        'Alabama Department of Human Resources',
        'Issued 09/2023',
        [],
        false,
      ),
      entry('Food Handler Certificate', 'ServSafe', 'Issued 06/2025', [], false),
    ]),
    section('communityService', [
      entry(
        'Reading Volunteer',
        'Montgomery City-County Public Library',
        '09/2022 - present',
        ['Story time for toddlers twice a month'],
        false,
      ),
      entry('Board Member', 'Friends of Oak Park Playground', '01/2021 - 12/2023', [], false),
      entry('Volunteer', 'Week of the Young Child, local committee', '04/2024', [], false),
    ]),
    section('memberships', [
      entry(
        'National Association for the Education of Young Children (NAEYC)',
        null,
        'Since 2018',
        ['Member number 00456789'],
        false,
      ),
      entry('Alabama Association for Young Children', null, 'Since 2019', [], false),
      entry('Zero to Three', null, '2022 - 2024', [], false),
    ]),
    section('references', [
      entry(
        'Dana Whitfield',
        'Director, Sunny Days Child Care',
        '',
        ['(334) 555-0101', 'dana.whitfield@example.org', 'Supervisor for four years'],
        false,
      ),
      entry(
        'Dr. Renee Caldwell',
        'Professor, Alabama State University',
        '',
        ['(334) 555-0177', 'rcaldwell@example.edu', 'Academic advisor'],
        false,
      ),
      entry('Marcus Bell', 'Education Coordinator, Head Start of Montgomery County', '', [], false, {
        letter: true,
      }),
    ]),
    section(
      'certificates',
      trainings.map((training, n) =>
        entry(
          training,
          null,
          `${String((n % 12) + 1).padStart(2, '0')}/${year - (n % 3)}`,
          [`${(n % 4) + 1.5} hours`],
          true,
          {
            certificate: { code: code(n), verifyUrl: `${publicBaseUrl}/verify/${code(n).replace(/-/g, '')}` },
          },
        ),
      ),
    ),
  ];
}

/** A full resume of person `index`: a description of ~150 words and every section. */
export function sampleResume(tenant: Pick<Tenant, 'productName' | 'theme'>, index = 0): ResumeDocument {
  const first = FIRST[index % FIRST.length]!;
  const last = LAST[index % LAST.length]!;
  return {
    tenant,
    name: 'My Resume',
    person: {
      name: `${first} ${last}`,
      email: `${first.toLowerCase()}.${index}@example.org`,
      phone: `(205) 555-${String(142 + index)
        .padStart(4, '0')
        .slice(-4)}`,
      location: CITIES[index % CITIES.length]!,
    },
    descriptionHtml: SAMPLE_DESCRIPTION_HTML,
    sections: sampleSections(index),
    generatedOn: 'November 28, 2026',
  };
}
