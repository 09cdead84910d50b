import type { TDeleteCourseRequest, TDeleteSectionRequest } from '@registry/contracts';
import { API_ERRORS, CATALOGUE_TEXTS, type RecordState } from '@registry/domain';
import type { Db } from '../../db/database.js';
import type { AppDeps } from '../../platform/app-types.js';
import { recordAudit } from '../../platform/audit.js';
import { forbidden } from '../../platform/auth.js';
import { reachOf, readRecordState, type EntityDefinition } from '../../platform/entities/index.js';
import { conflict, notFound } from '../../platform/errors.js';
import { recordsViewer } from '../../platform/person-records.js';
import type { AuthContext } from '../../platform/sessions.js';
import { courseSectionEntity } from './course-section.entity.js';
import { courseEntity } from './course.entity.js';
import { deleteCourse, deleteSession } from './training-catalogue.repository.js';

export type TrainingCatalogueService = ReturnType<typeof createTrainingCatalogueService>;

/**
 * The catalogue's own calls (spec 3 §7): Delete Training and Delete Session by id, the same rule as the
 * grid's delete (the entities' policies): a record beyond the caller's reach answers 404, one they only
 * read 403, one the rule keeps (a course with sessions, a session that had enrollments or is locked) 409
 * with the reason. The row is locked, its state read afresh, then deleted with its audit row.
 */
export function createTrainingCatalogueService(deps: AppDeps) {
  const { transaction, tenant, clock } = deps;

  async function remove<State extends RecordState>(
    auth: AuthContext,
    entity: EntityDefinition<State>,
    recordId: number,
    userId: number | undefined,
    refusal: (state: State) => string,
    erase: (trx: Db, recordId: number) => Promise<void>,
  ): Promise<void> {
    if (userId !== undefined && userId !== auth.userId) throw forbidden(CATALOGUE_TEXTS.userIdNotYours);
    await transaction(async (trx) => {
      if ((await readRecordState(trx, entity, tenant, recordId, { forUpdate: true })) === undefined)
        throw notFound();
      // Read again once the row is locked: what changed while this call waited for it (a session added
      // under the course) is seen.
      const stored = await readRecordState(trx, entity, tenant, recordId, { whole: true });
      if (stored === undefined) throw notFound();
      const reach = await reachOf({ db: trx, tenant }, auth, entity, stored.state.ownerUserId);
      const permissions = entity.policy.permissions(recordsViewer(auth), tenant, reach, stored.state);
      if (!permissions.canView) throw notFound();
      if (reach !== 'edit') throw forbidden(API_ERRORS.notAllowed);
      if (!permissions.canDelete) throw conflict(refusal(stored.state));
      await erase(trx, recordId);
      await recordAudit(trx, {
        actorUserId: auth.userId,
        action: 'record.deleted',
        entity: entity.name,
        entityId: recordId,
        before: stored.record,
        at: clock.now(),
      });
    });
  }

  return {
    /** POST /api/course/deletecourse: only while the course has no session. */
    deleteCourse: (auth: AuthContext, request: TDeleteCourseRequest) =>
      remove(
        auth,
        courseEntity,
        request.courseId,
        request.userId,
        () => CATALOGUE_TEXTS.courseHasSessions,
        deleteCourse,
      ),

    /** POST /api/coursesection/deletesection: only while the session never had an enrollment, and not locked. */
    deleteSection: (auth: AuthContext, request: TDeleteSectionRequest) =>
      remove(
        auth,
        courseSectionEntity,
        request.courseSectionId,
        request.userId,
        (session) =>
          session.recordIsLocked ? CATALOGUE_TEXTS.sessionLocked : CATALOGUE_TEXTS.sessionHadEnrollments,
        deleteSession,
      ),
  };
}
