import {
  ATTENDANCE,
  ATTENDANCE_NAMES,
  isFinalAttendance,
  REVIEW_RESULT,
  TRAINING_TEXTS,
  type AttendanceValue,
  type GridRow,
} from '@registry/domain';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '../../components/dialogs/dialog-context';
import { useCancelEnrollments } from './api/cancel-enrollments';
import { useLockSession } from './api/lock-session';
import { useSetAttendance } from './api/set-attendance';
import { useRegionOverride } from './api/region-override';

/** A call that failed has had its error toast (the query client's rule): nothing more to say. */
async function orStop<T>(call: Promise<T>): Promise<T | undefined> {
  try {
    return await call;
  } catch {
    return undefined;
  }
}

const REVIEW_KNOWN: readonly number[] = [
  REVIEW_RESULT.AlreadyRegistered,
  REVIEW_RESULT.Full,
  REVIEW_RESULT.WaitlistFull,
];

/**
 * What the trainer does to a session's enrollments (spec 3 §4, §5, §8): cancel one or the chosen (the
 * warning, an optional comment; none eligible: 'No chosen users are eligible for cancellation.'), and
 * review an out-of-region request (approve or decline with a comment; the answer's text, or the review's
 * error).
 */
export function useEnrollmentActions(courseSectionId: number | null) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const cancelCall = useCancelEnrollments();
  const overrideCall = useRegionOverride();
  const attendanceCall = useSetAttendance();
  const lockCall = useLockSession();

  /**
   * Records attendance for the chosen rows that may have it (the row's mayAttend; the session's end is the
   * caller's to have checked): none eligible, the spec's text; Completed and Absent warn they are final.
   * A clear (0) applies only to Partially Completed rows.
   */
  const attend = async (rows: readonly GridRow[], value: AttendanceValue) => {
    const eligible = rows.filter(
      (row) =>
        row.mayAttend === true &&
        (value !== ATTENDANCE.Cleared || row.attendance === ATTENDANCE.PartiallyCompleted),
    );
    const title = t('trainingCatalogue.attendanceTitle');
    if (eligible.length === 0) {
      await dialogs.alert(TRAINING_TEXTS.attendanceNoneEligible, { title });
      return;
    }
    const name = ATTENDANCE_NAMES[value];
    if (
      isFinalAttendance(value) &&
      !(await dialogs.confirm(TRAINING_TEXTS.attendanceFinalWarning(name), { title }))
    )
      return;
    const answer = await orStop(
      attendanceCall.mutateAsync({ enrollmentRecordIds: eligible.map((row) => row.id), status: value }),
    );
    if (!answer) return;
    await dialogs.alert(answer.message, { title });
  };

  /** Locks the session (its attendance final), after the warning. */
  const lock = async () => {
    if (courseSectionId === null) return;
    const title = t('trainingCatalogue.lockTitle');
    if (!(await dialogs.confirm(TRAINING_TEXTS.lockWarning, { title }))) return;
    const answer = await orStop(lockCall.mutateAsync({ courseSectionId }));
    if (!answer) return;
    await dialogs.alert(answer.message, { title });
  };

  const cancel = async (rows: readonly GridRow[]) => {
    if (courseSectionId === null) return;
    const eligible = rows.filter((row) => row.mayCancel === true && typeof row.userId === 'number');
    if (eligible.length === 0) {
      await dialogs.alert(TRAINING_TEXTS.noneToCancel, { title: t('trainingCatalogue.cancelTitle') });
      return;
    }
    const comment = await dialogs.prompt(TRAINING_TEXTS.cancelWarning, {
      title: t('trainingCatalogue.cancelTitle'),
      label: t('trainingCatalogue.comment'),
    });
    if (comment === null) return;
    const userIds = eligible.map((row) => row.userId as number);
    const answer = await orStop(
      cancelCall.mutateAsync({
        courseSectionId,
        ...(userIds.length === 1 && rows.length === 1 ? { userId: userIds[0] } : { userIds }),
        comment: comment.trim() === '' ? null : comment.trim(),
      }),
    );
    if (!answer) return;
    await dialogs.alert(answer.message, { title: t('trainingCatalogue.canceledTitle') });
  };

  /** Approve or decline; true once answered (the dialog closes), false when the call failed. */
  const review = async (userId: number, accepted: boolean, comment: string): Promise<boolean> => {
    if (courseSectionId === null) return false;
    const answer = await orStop(overrideCall.mutateAsync({ accepted, courseSectionId, userId, comment }));
    if (!answer) return false;
    const text =
      answer.result > 0 || REVIEW_KNOWN.includes(answer.result) ? answer.message : TRAINING_TEXTS.reviewError;
    await dialogs.alert(text, { title: t('trainingCatalogue.reviewResultTitle') });
    return true;
  };

  return {
    cancel,
    review,
    attend,
    lock,
    busy: cancelCall.isPending || overrideCall.isPending || attendanceCall.isPending || lockCall.isPending,
  };
}
