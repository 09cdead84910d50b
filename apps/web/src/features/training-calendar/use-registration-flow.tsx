import type { TRegistrationOrganization, TSessionDetails } from '@registry/contracts';
import { REGISTER_RESULT, TRAINING_TEXTS, WAITLIST_RESULT } from '@registry/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '../../components/dialogs/dialog-context';
import { useSessionSelector } from '../../lib/session/session-context';
import { ownOrganizationsQuery } from './api/own-organizations';
import { regionCheckQuery } from './api/region-check';
import { useCancelRegistration, useRegister, useRequestRegistration, useWaitlist } from './api/registration';
import { FlowDialog, type FlowQuestion } from './flow-dialogs';

/** What the details modal needs of the flow: its two actions, whether one runs, and its own dialogs. */
export interface RegistrationFlow {
  register: () => Promise<void>;
  cancel: () => Promise<void>;
  busy: boolean;
  dialog: ReactNode;
}

/** A call that failed has had its error toast (the query client's rule): the flow just stops. */
async function orStop<T>(call: Promise<T>): Promise<T | undefined> {
  try {
    return await call;
  } catch {
    return undefined;
  }
}

/**
 * Registering for a session and cancelling (spec 3 §4, §8), as a professional (100) does it from the
 * details modal:
 * - with more than one organization (GET getownorgs) they choose the one they register from, whose region
 *   is then checked (GET regioncheck); with one, the session's own `inRegion` answers;
 * - out of region: the reason and an optional comment, then a request (Pending Approval) and 'a
 *   notification will follow';
 * - in region: register → 1 'Registration Successful!', 2 and 3 their text, 4 the waitlist's offer (Yes:
 *   the waitlist → the position, -2, -3 their text, else its error), anything else the error;
 * - cancel: the warning that it is immediate, an optional comment, then 'You have successfully
 *   unregistered.'.
 * Every change refreshes the calendar, Upcoming Trainings, the search and the details (registration.ts).
 */
export function useRegistrationFlow(details: TSessionDetails | undefined): RegistrationFlow {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const userId = useSessionSelector((session) => session.userId);
  const registerCall = useRegister();
  const waitlistCall = useWaitlist();
  const requestCall = useRequestRegistration();
  const cancelCall = useCancelRegistration();
  const [question, setQuestion] = useState<FlowQuestion | null>(null);
  const [running, setRunning] = useState(false);

  const chooseOrganization = (organizations: readonly TRegistrationOrganization[]) =>
    new Promise<number | null>((resolve) =>
      setQuestion({
        kind: 'organization',
        organizations,
        answer: (id) => {
          setQuestion(null);
          resolve(id);
        },
      }),
    );
  const yesOrNo = (title: string, message: string) =>
    new Promise<boolean>((resolve) =>
      setQuestion({
        kind: 'yesNo',
        title,
        message,
        answer: (yes) => {
          setQuestion(null);
          resolve(yes);
        },
      }),
    );

  const exclusive = (work: (session: TSessionDetails, userId: number) => Promise<void>) => async () => {
    if (!details || userId === null || running) return;
    setRunning(true);
    try {
      await work(details, userId);
    } finally {
      setRunning(false);
    }
  };

  const offerWaitlist = async (
    session: TSessionDetails,
    userId: number,
    organizationId: number | null,
    offer: string,
  ) => {
    if (!(await yesOrNo(t('trainingCalendar.flow.waitlistTitle'), offer))) return;
    const place = await orStop(
      waitlistCall.mutateAsync({ courseSectionId: session.id, userId, organizationId }),
    );
    if (!place) return;
    const title = t('trainingCalendar.flow.waitlistResultTitle');
    if (place.result >= 1) await dialogs.alert(TRAINING_TEXTS.waitlisted(place.result), { title });
    // A seat came free since the session was full: the person took it instead of a place in line.
    else if (place.result === WAITLIST_RESULT.RegisteredInstead)
      await dialogs.alert(place.message, { title: TRAINING_TEXTS.registeredTitle });
    else if (place.result === WAITLIST_RESULT.AlreadyRegistered || place.result === WAITLIST_RESULT.Full)
      await dialogs.alert(place.message, { title });
    else await dialogs.alert(TRAINING_TEXTS.waitlistError, { title });
  };

  const register = exclusive(async (session, userId) => {
    const organizations = await orStop(queryClient.fetchQuery(ownOrganizationsQuery()));
    if (!organizations) return;
    let organizationId = organizations[0]?.id ?? null;
    let inRegion = session.inRegion;
    if (organizations.length > 1) {
      organizationId = await chooseOrganization(organizations);
      if (organizationId === null) return;
      const checked = await orStop(
        queryClient.fetchQuery(regionCheckQuery({ courseSectionId: session.id, userId, organizationId })),
      );
      if (checked === undefined) return;
      inRegion = checked;
    }

    if (!inRegion) {
      const comment = await dialogs.prompt(TRAINING_TEXTS.outOfRegion, {
        title: t('trainingCalendar.flow.outOfRegionTitle'),
        label: t('trainingCalendar.flow.comment'),
      });
      if (comment === null) return;
      const answer = await orStop(
        requestCall.mutateAsync({
          courseSectionId: session.id,
          userId,
          comment: comment.trim() === '' ? null : comment.trim(),
          organizationId,
        }),
      );
      if (!answer) return;
      await dialogs.alert(answer.result >= 1 ? TRAINING_TEXTS.requestSent : answer.message, {
        title: t('trainingCalendar.flow.requestTitle'),
      });
      return;
    }

    const answer = await orStop(
      registerCall.mutateAsync({ courseSectionId: session.id, userId, comment: null, organizationId }),
    );
    if (!answer) return;
    switch (answer.result) {
      case REGISTER_RESULT.Registered:
        await dialogs.alert(answer.message, { title: TRAINING_TEXTS.registeredTitle });
        return;
      case REGISTER_RESULT.AlreadyRegistered:
      case REGISTER_RESULT.FullDeclined:
        await dialogs.alert(answer.message, { title: t('trainingCalendar.flow.resultTitle') });
        return;
      case REGISTER_RESULT.WaitlistOffered:
        await offerWaitlist(session, userId, organizationId, answer.message);
        return;
      default:
        await dialogs.alert(TRAINING_TEXTS.registerError, { title: t('trainingCalendar.flow.resultTitle') });
    }
  });

  const cancel = exclusive(async (session, userId) => {
    const comment = await dialogs.prompt(TRAINING_TEXTS.cancelWarning, {
      title: t('trainingCalendar.flow.cancelTitle'),
      label: t('trainingCalendar.flow.comment'),
    });
    if (comment === null) return;
    const answer = await orStop(
      cancelCall.mutateAsync({
        courseSectionId: session.id,
        userId,
        comment: comment.trim() === '' ? null : comment.trim(),
      }),
    );
    if (!answer) return;
    await dialogs.alert(answer.canceled > 0 ? TRAINING_TEXTS.unregistered : answer.message, {
      title: t('trainingCalendar.flow.canceledTitle'),
    });
  });

  return { register, cancel, busy: running, dialog: <FlowDialog question={question} /> };
}
