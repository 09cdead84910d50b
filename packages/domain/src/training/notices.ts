import { escapeHtml } from '../messages/messages.js';

/**
 * What a person is told of a registration decision (issue 23: "Every decision notifies the person"): the
 * notification (subject, HTML body, the calendar's route) and the mail (subject, text). Names are escaped
 * in the HTML; the mail is plain text.
 */
export type TrainingNoticeKind =
  | 'registered'
  | 'waitlisted'
  | 'requested'
  | 'approved'
  | 'denied'
  | 'canceled'
  | 'unregistered'
  | 'promoted';

export interface TrainingNoticeInput {
  course: string;
  session: string;
  /** The session's start as the person reads it ('May 12, 2030, 9:00 AM Central Time'). */
  when: string;
  comment?: string | null;
  /** Who asked (requested: to the trainer). */
  person?: string;
}

const CALENDAR_ROUTE = '/dashboard/calendar';
const ATTENDANCE_ROUTE = '/dashboard/manage-attendance';

function sentences(
  kind: TrainingNoticeKind,
  input: TrainingNoticeInput,
): { subject: string; lines: string[] } {
  const title = `${input.course}: ${input.session}`;
  switch (kind) {
    case 'registered':
      return {
        subject: `You are registered for ${title}`,
        lines: [`You are registered for ${title} on ${input.when}.`],
      };
    case 'waitlisted':
      return {
        subject: `You are on the waitlist for ${title}`,
        lines: [
          `You are on the waitlist for ${title} on ${input.when}.`,
          // No number: a place in line moves up as people ahead leave it (Upcoming Trainings shows it now).
          'Your place in line is shown under Upcoming Trainings and moves up as people ahead of you leave. If a seat opens, it goes to the first person on the waitlist, and you will be told.',
        ],
      };
    case 'requested':
      return {
        subject: `Out-of-region registration request for ${title}`,
        lines: [
          `${input.person ?? 'A professional'} asks to register for ${title} on ${input.when} from outside its region.`,
        ],
      };
    case 'approved':
      return {
        subject: `Your registration request for ${title} was approved`,
        lines: [`Your registration request was approved: you are registered for ${title} on ${input.when}.`],
      };
    case 'denied':
      return {
        subject: `Your registration request for ${title} was declined`,
        lines: [`Your registration request for ${title} on ${input.when} was declined.`],
      };
    case 'canceled':
      return {
        subject: `Your registration for ${title} was cancelled`,
        lines: [`The trainer cancelled your registration for ${title} on ${input.when}.`],
      };
    case 'unregistered':
      return {
        subject: `You unregistered from ${title}`,
        lines: [`You unregistered from ${title} on ${input.when}.`],
      };
    case 'promoted':
      return {
        subject: `A seat opened: you are registered for ${title}`,
        lines: [
          `A seat opened in ${title} on ${input.when}: you moved from the waitlist and are now registered.`,
        ],
      };
  }
}

export const TRAINING_NOTICES = {
  notification(kind: TrainingNoticeKind, input: TrainingNoticeInput) {
    const { subject, lines } = sentences(kind, input);
    const comment = input.comment ? `<p>Comments: ${escapeHtml(input.comment)}</p>` : '';
    const route = kind === 'requested' ? ATTENDANCE_ROUTE : CALENDAR_ROUTE;
    return {
      subject,
      body: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('') + comment,
      route,
      linkText: kind === 'requested' ? 'Review Request' : 'View Calendar',
    };
  },
  mail(kind: TrainingNoticeKind, input: TrainingNoticeInput, name: string, productName: string) {
    const { subject, lines } = sentences(kind, input);
    const comment = input.comment ? `\n\nComments: ${input.comment}` : '';
    return {
      subject,
      text: `Hello ${name},\n\n${lines.join(' ')}${comment}\n\nSign in to the ${productName} to see your trainings.`,
    };
  },
};
