import { API_PATHS, ZStudentDetails, ZStudentDetailsQuery } from '@registry/contracts';
import { CLAIMS } from '@registry/domain';
import type { App } from '../../platform/app-types.js';
import { authOf, requireClaims } from '../../platform/auth.js';
import { failures } from '../../platform/route-schemas.js';
import type { StudentDetailsService } from './student-details.service.js';

/** Trainers enrolling people (issue 24; spec 3 §2 Search Users enrollment, §7 enrollmentprops): the trainer only. */
export function registerStudentDetailsRoutes(app: App, students: StudentDetailsService): void {
  app.get(
    API_PATHS.enrollmentProps,
    {
      preHandler: [app.authenticate, requireClaims(CLAIMS.manageTraining)],
      schema: {
        tags: ['training'],
        summary:
          "Student Details: a person the trainer may enroll, their organizations and their enrollments in the trainer's sessions",
        querystring: ZStudentDetailsQuery,
        response: { 200: ZStudentDetails, ...failures(400, 401, 403, 404) },
      },
    },
    (request) => students.details(authOf(request), request.query),
  );
}
