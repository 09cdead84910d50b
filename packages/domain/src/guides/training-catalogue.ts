// The guide's sections on finding and registering for trainings, and on publishing them (spec 3 §2, §4, §5;
// issue 23): the Training Calendar, and the trainer's Manage Training, Schedule Training and Manage Sessions.
import { CLAIMS } from '../claims.js';
import { ENROLL_STUDENTS_SECTION } from './trainer-enrollment.js';
import type { GuideSection } from './types.js';

export const TRAINING_CALENDAR_SECTION: GuideSection = {
  id: 'training-calendar',
  heading: 'Training Calendar',
  screens: ['calendar'],
  when: ({ may }) => may(CLAIMS.calendar),
  summary: ({ may }) =>
    may(CLAIMS.manageTraining)
      ? 'see your sessions on a calendar and find the trainings offered in the state'
      : 'find trainings, register for them and see your registrations on a calendar',
  blocks: ({ may, tenant }) => {
    const trainer = may(CLAIMS.manageTraining);
    const regions = tenant.code === 'al';
    return [
      {
        paragraph:
          (trainer
            ? 'The Training Calendar tile has three views'
            : 'The Training Calendar tile has four views') +
          ': View Calendar (a month, week or day; Today, previous and ' +
          'next move it), Upcoming Trainings, Search Training' +
          (trainer ? '' : ' and Completed Trainings') +
          '. Select a training, or press Enter on it, to ' +
          'open its details: the training, its dates and times in its own time zone, where it is held, whom to ' +
          'contact and how many seats are left.',
      },
      trainer
        ? {
            paragraph:
              'As a trainer your calendar shows your own sessions. You find and read every training, but you ' +
              'register people from Enroll Students, not from the calendar.',
          }
        : {
            bullets: [
              'The calendar colours your trainings as the legend shows: Registered, Pending Approval, Waitlist ' +
                'and Past. ' +
                (regions
                  ? "It also shows the open trainings in your organization's region; Search Training finds the others."
                  : 'It also shows the open trainings; Search Training finds them by subject.'),
              'Search Training filters by training name, core knowledge area, region, target age group, DHR ' +
                'performance standard, CDA area, CCDF health and safety and delivery method. Clear Values starts ' +
                'again.',
              'Register, in the details, registers you at once. It is unavailable, and says why, when you are ' +
                'already registered, before registration opens or after its deadline.',
              'When the training is full you may join its waitlist: you are told your place, and when a seat ' +
                'opens it goes to the first person waiting, who is told by a notification and an e-mail.',
              ...(regions
                ? [
                    "A training outside your organization's region asks the trainer's approval: add a comment if " +
                      'you wish; a notification tells you the answer.',
                  ]
                : []),
              'Cancel Registration, in the details, cancels at once and cannot be undone; your seat goes to the ' +
                'next person waiting.',
              'Completed Trainings lists the trainings your trainer recorded you as having completed: each is ' +
                'already in your training records, verified. Download Certificate gives its certificate, whose ' +
                'code and QR code let an employer or inspector check it on the registry’s public page; ' +
                'Download Badge gives the same as a digital badge (Open Badges) you can keep in another state’s ' +
                'registry or a badge wallet.',
            ],
          },
    ];
  },
};

export const MANAGE_TRAINING_SECTION: GuideSection = {
  id: 'manage-training',
  heading: 'Manage Training and Schedule Training',
  screens: ['manage-training', 'schedule-training'],
  when: ({ may }) => may(CLAIMS.manageTraining),
  summary: () => 'publish your trainings and schedule their sessions',
  blocks: () => [
    {
      paragraph:
        'Manage Training lists your trainings. Add New creates one (its name, description, course number and ' +
        'hours). Manage Schedule, in a row, lists its sessions; Delete Training removes a training that has no ' +
        'sessions.',
    },
    {
      paragraph:
        'Schedule Training lists your sessions, of one training or of ALL. A session has its dates and times ' +
        'and their time zone, its registration window (when registration opens and its deadline), its region ' +
        'and place, a contact, what it covers (core knowledge areas, target age groups, DHR standards, CDA ' +
        'areas, CCDF health and safety), its seats and its waitlist places. Delete Session removes a session ' +
        'that never had a registration; Disable takes one off the calendar.',
    },
  ],
};

export const MANAGE_ATTENDANCE_SECTION: GuideSection = {
  id: 'manage-attendance',
  heading: 'Manage Sessions',
  screens: ['manage-attendance'],
  when: ({ may }) => may(CLAIMS.manageTraining),
  summary: ({ tenant }) =>
    tenant.code === 'al'
      ? 'see who registered for your sessions, answer requests to register from another region, and record attendance'
      : 'see who registered for your sessions and record their attendance',
  blocks: ({ tenant }) => [
    {
      paragraph:
        'Manage Sessions lists the people registered for the session you choose, with their status and ' +
        'waitlist place. In a row: Send a Message; Cancel Registration (select several rows to cancel them ' +
        'together; a freed seat goes to the first person waiting)' +
        (tenant.code === 'al'
          ? '; and Review Out of Region Enrollment Request, where you approve or decline, with a comment, a ' +
            'request from a person whose organization is in another region. The person is told your answer.'
          : '.'),
    },
    {
      paragraph:
        'Once a session has ended, record its attendance: in a row, Attendance: Completed, Partially ' +
        'Completed or Absent; or for the rows you select (or, with none selected, everyone), Set Attendance. ' +
        'Completed and Absent are final. Completed puts the training in the person’s training records, ' +
        'already verified, with a certificate they can download and anyone can check. When everyone’s ' +
        'attendance is final the session locks; Lock Session locks it earlier, once everyone has one. A ' +
        'locked session changes no more, and the people still waiting for it are told it has closed. The ' +
        'same list opens from a session’s Registration and Attendance on Schedule Training.',
    },
  ],
};

export const TRAINER_SECTIONS: readonly GuideSection[] = [
  MANAGE_TRAINING_SECTION,
  MANAGE_ATTENDANCE_SECTION,
  ENROLL_STUDENTS_SECTION,
  TRAINING_CALENDAR_SECTION,
];
