import { z } from 'zod';

/**
 * The training catalogue's own calls (issue 23; spec 3 §7 "Training"). Courses and sessions are otherwise
 * written through the form engine (forms 23 and 22) and listed by the grid engine (manage-training,
 * schedule-training, manage-attendance).
 */
const id = z.number().int().positive().max(999_999_999_999);

/**
 * POST /api/course/deletecourse (courseId, userId): Delete Training, as the grid's delete (only the course's
 * trainer, only while it has no session). `userId`, when sent, must be the caller's own.
 */
export const ZDeleteCourseRequest = z.object({ courseId: id, userId: id.optional() }).strict();
export type TDeleteCourseRequest = z.infer<typeof ZDeleteCourseRequest>;

/**
 * POST /api/coursesection/deletesection (courseSectionId, userId): Delete Session (only the session's
 * trainer, only while it never had an enrollment and is not locked). `userId` as above.
 */
export const ZDeleteSectionRequest = z.object({ courseSectionId: id, userId: id.optional() }).strict();
export type TDeleteSectionRequest = z.infer<typeof ZDeleteSectionRequest>;
