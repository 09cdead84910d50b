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
  | 'promoted'
  | 'completed'
  | 'partiallyCompleted'
  | 'absent'
  | 'closed';

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
/** Where a professional finds their training records and certificates (the calendar's Completed Trainings). */
const RECORDS_ROUTE = '/dashboard/calendar?view=completed';
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
    case 'completed':
      return {
        subject: `You completed ${title}`,
        lines: [
          `Your trainer recorded your attendance at ${title} on ${input.when} as Completed.`,
          'The training is now in your training records, verified, and its certificate is ready to download.',
        ],
      };
    case 'partiallyCompleted':
      return {
        subject: `Your attendance at ${title} was recorded as Partially Completed`,
        lines: [
          `Your trainer recorded your attendance at ${title} on ${input.when} as Partially Completed. It may still change; ask your trainer what remains to complete.`,
        ],
      };
    case 'absent':
      return {
        subject: `You were recorded absent from ${title}`,
        lines: [`Your trainer recorded you as absent from ${title} on ${input.when}.`],
      };
    case 'closed':
      return {
        subject: `${title} has closed`,
        lines: [
          `${title} on ${input.when} has ended and its attendance is final, so your place on its waitlist or your request for it has closed.`,
        ],
      };
  }
}

/** The route and link of a notice: the trainer's review, the records of a completed training, the calendar. */
function linkOf(kind: TrainingNoticeKind): { route: string; linkText: string } {
  if (kind === 'requested') return { route: ATTENDANCE_ROUTE, linkText: 'Review Request' };
  if (kind === 'completed') return { route: RECORDS_ROUTE, linkText: 'View Completed Trainings' };
  return { route: CALENDAR_ROUTE, linkText: 'View Calendar' };
}

export const TRAINING_NOTICES = {
  notification(kind: TrainingNoticeKind, input: TrainingNoticeInput) {
    const { subject, lines } = sentences(kind, input);
    const comment = input.comment ? `<p>Comments: ${escapeHtml(input.comment)}</p>` : '';
    return {
      subject,
      body: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('') + comment,
      ...linkOf(kind),
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
