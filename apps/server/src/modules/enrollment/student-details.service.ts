import type { TStudentDetails, TStudentDetailsQuery } from '@registry/contracts';
import { mayEnrollPerson, wallTimeIn } from '@registry/domain';
import type { AppDeps } from '../../platform/app-types.js';
import { notFound } from '../../platform/errors.js';
import type { AuthContext } from '../../platform/sessions.js';
import {
  findEnrollingSession,
  findStudent,
  findStudentEnrollments,
  findStudentOrganizations,
} from './student-details.repository.js';

export type StudentDetailsService = ReturnType<typeof createStudentDetailsService>;

/** At most this many of a person's enrollments in the trainer's sessions the details list (the latest). */
export const STUDENT_ENROLLMENT_LIMIT = 100;

/**
 * Student Details (issue 24; spec 3 §2 "A Student Details modal shows the user's record", §7
 * enrollmentprops): what a trainer reads of a person they may enroll (mayEnrollPerson), and nothing of
 * anyone else (404). The route requires CLAIMS.manageTraining (403 for the other roles).
 */
export function createStudentDetailsService(deps: Pick<AppDeps, 'db' | 'clock' | 'tenant'>) {
  const { db, clock, tenant } = deps;
  const today = () => wallTimeIn(clock.now(), tenant.timeZone).slice(0, 10);

  return {
    /** GET /api/enrollment/enrollmentprops?userId=&courseSectionId=. */
    async details(auth: AuthContext, query: TStudentDetailsQuery): Promise<TStudentDetails> {
      const person = await findStudent(db, query.userId);
      if (person === undefined || !mayEnrollPerson(auth, { ...person, userId: person.id })) throw notFound();
      let session: TStudentDetails['session'] = null;
      if (query.courseSectionId !== undefined) {
        const found = await findEnrollingSession(db, query.courseSectionId, person.id);
        // Another trainer's session is beyond reach, as one that does not exist.
        if (found === undefined || found.trainerId !== auth.userId) throw notFound();
        session = {
          id: found.id,
          courseName: found.courseName,
          sectionName: found.sectionName,
          status: found.status,
        };
      }
      const [organizations, enrollments] = await Promise.all([
        findStudentOrganizations(db, person.id, today()),
        findStudentEnrollments(db, auth.userId, person.id, STUDENT_ENROLLMENT_LIMIT),
      ]);
      return {
        userId: person.id,
        fullName: person.fullName,
        email: person.email,
        registryId: person.registryId,
        phone: person.phone,
        organizations,
        enrollments,
        session,
      };
    },
  };
}
