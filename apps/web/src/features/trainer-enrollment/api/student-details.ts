import type { TStudentDetails } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { trainerEnrollmentKeys } from './query-keys';

/**
 * GET /api/enrollment/enrollmentprops?userId=&courseSectionId=: Student Details, the person a trainer may
 * enroll (their contact, organizations and enrollments in the trainer's sessions). A failure shows in the
 * modal, not in a toast.
 */
export function studentDetailsQuery(userId: number, sessionId: number | null) {
  return queryOptions({
    queryKey: trainerEnrollmentKeys.studentDetails(userId, sessionId),
    queryFn: ({ signal }) =>
      api<TStudentDetails>(API_PATHS.enrollmentProps, {
        query: { userId, courseSectionId: sessionId ?? undefined },
        signal,
      }),
    meta: { silent: true },
  });
}
