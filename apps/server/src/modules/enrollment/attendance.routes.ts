import {
  API_PATHS,
  ZLockSession,
  ZLockSessionResult,
  ZSetAttendance,
  ZSetAttendanceResult,
} from '@registry/contracts';
import { CLAIMS } from '@registry/domain';
import type { App } from '../../platform/app-types.js';
import { authOf, requireClaims } from '../../platform/auth.js';
import { failures } from '../../platform/route-schemas.js';
import type { AttendanceService } from './attendance.service.js';

/** Attendance (spec 3 §4, §7 setattendance; issue 24): the session's trainer only. */
export function registerAttendanceRoutes(app: App, attendance: AttendanceService): void {
  const trainer = [app.authenticate, requireClaims(CLAIMS.manageTraining)];
  const tags = ['training'];
  app.post(
    API_PATHS.setAttendance,
    {
      preHandler: trainer,
      schema: {
        tags,
        summary:
          "Record the attendance of a session's people after it ended: 1 Completed, 2 Partially Completed, 3 Absent, 0 clears",
        body: ZSetAttendance,
        response: { 200: ZSetAttendanceResult, ...failures(400, 401, 403, 404, 409) },
      },
    },
    (request) => attendance.setAttendance(authOf(request), request.body),
  );
  app.post(
    API_PATHS.lockSession,
    {
      preHandler: trainer,
      schema: {
        tags,
        summary: "Lock a session once everyone's attendance is recorded: its attendance becomes final",
        body: ZLockSession,
        response: { 200: ZLockSessionResult, ...failures(400, 401, 403, 404, 409) },
      },
    },
    (request) => attendance.lockSession(authOf(request), request.body),
  );
}
