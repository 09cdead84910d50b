import type { TCoachActionRequest } from '@registry/contracts';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '../../components/dialogs/dialog-context';
import { useCoachAction } from './api/coaching-api';
import { CoachActionDialog, type CoachActionAnswer, type CoachActionQuestion } from './coach-action-dialog';

/** A call that failed has had its error toast (the query client's rule): nothing more to say. */
async function orStop<T>(call: Promise<T>): Promise<T | undefined> {
  try {
    return await call;
  } catch {
    return undefined;
  }
}

/**
 * The coaching actions of spec 3 §4 with their prompts (§5: a comment required to end coaching, optional
 * otherwise; the professional's 'Allow coach PDP commenting' on their approval and request): each asks,
 * calls POST /api/coach/coachrelationshipaction, then says what happened (the server's note). `dialog` is
 * the prompt to render once on the page.
 */
export function useCoachingActions() {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const call = useCoachAction();
  const [question, setQuestion] = useState<CoachActionQuestion | null>(null);
  const resolve = useRef<((answer: CoachActionAnswer | null) => void) | null>(null);

  const ask = (next: CoachActionQuestion) =>
    new Promise<CoachActionAnswer | null>((done) => {
      resolve.current = done;
      setQuestion(next);
    });

  const run = async (
    question: CoachActionQuestion,
    body: (answer: CoachActionAnswer) => TCoachActionRequest,
  ) => {
    const answer = await ask(question);
    if (answer === null) return;
    const result = await orStop(call.mutateAsync(body(answer)));
    if (result) await dialogs.alert(result.message, { title: t('coaching.doneTitle') });
  };

  const dialog: ReactNode = (
    <CoachActionDialog
      question={question}
      onAnswer={(answer) => {
        setQuestion(null);
        resolve.current?.(answer);
        resolve.current = null;
      }}
    />
  );

  return {
    dialog,
    busy: call.isPending,
    /** A professional asks a coach (the PDP checkbox), or a coach a professional. */
    request: (pair: { coachId: number; userId: number }, name: string, byProfessional: boolean) =>
      run(
        {
          title: t('coaching.requestTitle'),
          message: byProfessional
            ? t('coaching.requestText', { name })
            : t('coaching.requestPersonText', { name }),
          commentRequired: false,
          pdpCheckbox: byProfessional,
        },
        (answer) => ({
          action: 'Requested',
          coachId: pair.coachId,
          primaryEntityId: pair.userId,
          comments: answer.comment,
          ...(byProfessional ? { pdpShared: answer.pdpShared } : {}),
        }),
      ),
    approve: (actionId: number, names: { coach: string; person: string }, byProfessional: boolean) =>
      run(
        {
          title: t('coaching.approveTitle'),
          message: t('coaching.approveText', names),
          commentRequired: false,
          pdpCheckbox: byProfessional,
        },
        (answer) => ({
          action: 'Approved',
          coachRelationshipActionIds: [actionId],
          comments: answer.comment,
          ...(byProfessional ? { pdpShared: answer.pdpShared } : {}),
        }),
      ),
    reject: (actionId: number, name: string) =>
      run(
        {
          title: t('coaching.rejectTitle'),
          message: t('coaching.rejectText', { name }),
          commentRequired: false,
          pdpCheckbox: false,
        },
        (answer) => ({
          action: 'Rejected',
          coachRelationshipActionIds: [actionId],
          comments: answer.comment,
        }),
      ),
    withdraw: (actionId: number, name: string) =>
      run(
        {
          title: t('coaching.withdrawTitle'),
          message: t('coaching.withdrawText', { name }),
          commentRequired: false,
          pdpCheckbox: false,
        },
        (answer) => ({
          action: 'Withdrawn',
          coachRelationshipActionIds: [actionId],
          comments: answer.comment,
        }),
      ),
    end: (relationshipId: number, name: string) =>
      run(
        {
          title: t('coaching.endCoaching'),
          message: t('coaching.endText', { name }),
          commentRequired: true,
          pdpCheckbox: false,
        },
        (answer) => ({ action: 'Closed', coachRelationshipId: relationshipId, comments: answer.comment }),
      ),
    /** The professional's PDP commenting switch: a confirmation, no comment. */
    pdp: async (relationshipId: number, name: string, allow: boolean) => {
      const ok = await dialogs.confirm(
        allow ? t('coaching.pdpAllowText', { name }) : t('coaching.pdpRemoveText', { name }),
        { title: allow ? t('coaching.allowPdp') : t('coaching.removePdp') },
      );
      if (!ok) return;
      const result = await orStop(
        call.mutateAsync({
          action: allow ? 'PdpShared' : 'PdpShareRemoved',
          coachRelationshipId: relationshipId,
        }),
      );
      if (result) await dialogs.alert(result.message, { title: t('coaching.doneTitle') });
    },
  };
}
