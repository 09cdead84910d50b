import { FormId, wallTimeIn } from '@registry/domain';
import type { TestApp } from './helpers.js';

const DAY = 24 * 60 * 60 * 1000;

/** A course of the trainer's, arranged in the database (what the course form leaves). */
export async function course(
  t: TestApp,
  trainerId: number,
  courseName = 'Safe Sleep Practices',
): Promise<number> {
  const row = await t.db
    .insertInto('courses')
    .values({ userId: trainerId, formId: FormId.Course, formVersion: 1, courseName })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface SessionOptions {
  sectionName?: string;
  /** Days from now (the app's clock) the training starts; 10 by default. */
  startsInDays?: number;
  hours?: number;
  regStart?: string | null;
  regDeadline?: string | null;
  timeZone?: string;
  region?: string | null;
  capacity?: number;
  waitlistCapacity?: number;
  coreKnowledgeArea?: string[];
  deliveryMethod?: string | null;
  trainingStart?: string;
  trainingEnd?: string;
  recordIsLocked?: boolean;
  now?: Date;
}

/** A session of a course (wall times in its zone), arranged in the database as the session form leaves it. */
export async function session(t: TestApp, courseId: number, trainerId: number, options: SessionOptions = {}) {
  const timeZone = options.timeZone ?? 'America/Chicago';
  const now = options.now ?? new Date();
  const start =
    options.trainingStart ??
    wallTimeIn(new Date(now.getTime() + (options.startsInDays ?? 10) * DAY), timeZone);
  const end =
    options.trainingEnd ??
    wallTimeIn(
      new Date(now.getTime() + (options.startsInDays ?? 10) * DAY + (options.hours ?? 3) * 3_600_000),
      timeZone,
    );
  const row = await t.db
    .insertInto('courseSections')
    .values({
      courseId,
      userId: trainerId,
      formId: FormId.CourseSection,
      formVersion: 1,
      sectionName: options.sectionName ?? 'Morning session',
      trainingStart: start,
      trainingEnd: end,
      regStart: options.regStart ?? null,
      regDeadline: options.regDeadline ?? null,
      timeZone,
      region: options.region ?? null,
      locationName: 'Community Room',
      capacity: options.capacity ?? 20,
      waitlistCapacity: options.waitlistCapacity ?? 10,
      coreKnowledgeArea: options.coreKnowledgeArea ?? ['health-safety-nutrition'],
      deliveryMethod: options.deliveryMethod ?? 'classroom',
      recordIsLocked: options.recordIsLocked ?? false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
