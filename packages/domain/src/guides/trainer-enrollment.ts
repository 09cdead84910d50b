// The guide's section on enrolling people in one's sessions (spec 3 §2 "Search Users enrollment (trainer)",
// §6; issue 24): Enroll Students.
import { CLAIMS } from '../claims.js';
import type { GuideSection } from './types.js';

export const ENROLL_STUDENTS_SECTION: GuideSection = {
  id: 'enroll-students',
  heading: 'Enroll Students',
  screens: ['enroll-students'],
  when: ({ may }) => may(CLAIMS.manageTraining),
  summary: () => 'find early childhood professionals and enroll them in your sessions',
  blocks: ({ tenant }) => {
    // jh has no organizations: its people are found by name, and register from none.
    const organizations = tenant.features.organizations;
    return [
      {
        paragraph:
          'Enroll Students registers people in your sessions yourself. Choose one of your sessions that is ' +
          'open (not locked and not over), then find the person ' +
          (organizations ? `by ${tenant.terms.agency}, by name or by county.` : 'by name.'),
      },
      {
        bullets: [
          'Enroll Student, in a row, shows the training, the session and the person' +
            (organizations
              ? '; choose the organization they register from when they work at more than one'
              : '') +
            ', add a comment if you wish, and Register. The same rules as for their own registration apply, ' +
            'but the registration deadline does not bind you.',
          'When the session is full you are offered its waitlist: Yes puts the person on it and tells you ' +
            'their place.',
          'Already Registered, in a row, means the person is registered, waitlisted or awaiting approval in ' +
            'the session.',
          "Student Details shows the person's contact" +
            (organizations ? ', the organizations they work at' : '') +
            ' and their enrollments in your sessions.',
          'The person is told of the registration by a notification and an e-mail.',
        ],
      },
    ];
  },
};
