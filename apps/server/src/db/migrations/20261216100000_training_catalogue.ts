import { sql, type Kysely } from 'kysely';

/**
 * The training catalogue and registration (issue 23; spec 3 §2-§9):
 * - courses (entity 23): a trainer's (250) training, named once; its sessions are scheduled under it.
 * - course_sections (entity 24, form 22): a session of a course, with its dates and registration window as
 *   the session's local wall time (timestamp without time zone) and the IANA time zone they are in (tn
 *   spans two): the window is compared in that zone (spec 3 §5 "Deadline comparison uses local time").
 *   Seats: `capacity` and `waitlist_capacity` (the spec implies both), and the counts the registration
 *   transaction keeps with them (`registered_count`, `waitlisted_count`): a seat or a waitlist place is
 *   taken by one conditional update of the session's row, so concurrent registrations never exceed them
 *   and never give one place twice, across server instances (docs/decisions/training-catalogue.md).
 *   `waitlist_seq` numbers the waitlist's arrivals (an enrollment's place in line).
 * - enrollments (entity 26, form 24): a person's registration for a session, with its status (spec 3 §4)
 *   and attendance (next issue). At most one open enrollment (Registered, Waitlisted, Pending Approval) per
 *   person and session (a partial unique index: "already registered" is the index's answer, not a read).
 * - enrollment_actions: each enrollment's history (registered, waitlisted, requested, approved, denied,
 *   canceled, promoted from the waitlist), who did it and their comment.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('courses')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('form_id', 'integer', (c) => c.notNull())
    .addColumn('form_version', 'integer', (c) => c.notNull())
    .addColumn('course_name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('course_number', 'text')
    .addColumn('hours', sql`numeric(6,2)`)
    .addColumn('disabled_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index courses_user_idx on courses (user_id, lower(course_name), id)`.execute(db);
  await sql`create index courses_name_trgm_idx on courses using gin (course_name gin_trgm_ops)`.execute(db);

  await db.schema
    .createTable('course_sections')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('course_id', 'bigint', (c) => c.notNull().references('courses.id').onDelete('restrict'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('form_id', 'integer', (c) => c.notNull())
    .addColumn('form_version', 'integer', (c) => c.notNull())
    .addColumn('section_name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('training_start', 'timestamp', (c) => c.notNull())
    .addColumn('training_end', 'timestamp', (c) => c.notNull())
    .addColumn('reg_start', 'timestamp')
    .addColumn('reg_deadline', 'timestamp')
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('region', 'text')
    .addColumn('location_name', 'text')
    .addColumn('location_phone', 'text')
    .addColumn('location_phone_ext', 'text')
    .addColumn('location_address', 'text')
    .addColumn('contact_name', 'text')
    .addColumn('contact_phone', 'text')
    .addColumn('contact_phone_ext', 'text')
    .addColumn('contact_email', 'text')
    .addColumn('core_knowledge_area', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('target_age_group', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('dhr_minimum_standard', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('cda_area', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('ccdf_area', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('delivery_method', 'text')
    .addColumn('hours', sql`numeric(6,2)`)
    .addColumn('other_information', 'text')
    .addColumn('session_information', 'text')
    .addColumn('capacity', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(20)
        .check(sql`capacity > 0`),
    )
    .addColumn('waitlist_capacity', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(10)
        .check(sql`waitlist_capacity >= 0`),
    )
    .addColumn('registered_count', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`registered_count >= 0`),
    )
    .addColumn('waitlisted_count', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`waitlisted_count >= 0`),
    )
    .addColumn('waitlist_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('record_is_locked', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('has_had_enrollments', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('disabled_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('course_sections_dates_check', sql`training_end >= training_start`)
    .addCheckConstraint(
      'course_sections_window_check',
      sql`reg_start is null or reg_deadline is null or reg_deadline >= reg_start`,
    )
    .execute();
  await sql`create index course_sections_course_idx on course_sections (course_id, training_start, id)`.execute(
    db,
  );
  await sql`create index course_sections_user_idx on course_sections (user_id, training_start, id)`.execute(
    db,
  );
  // The calendar and Search Training: the sessions open to registration, by when they start.
  await sql`create index course_sections_open_idx on course_sections (training_start, id)
            where disabled_at is null and not record_is_locked`.execute(db);
  await sql`create index course_sections_name_trgm_idx on course_sections
            using gin (section_name gin_trgm_ops)`.execute(db);
  await sql`create index course_sections_classes_idx on course_sections
            using gin (core_knowledge_area, target_age_group, dhr_minimum_standard, cda_area, ccdf_area)`.execute(
    db,
  );

  await db.schema
    .createTable('enrollments')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('course_section_id', 'bigint', (c) =>
      c.notNull().references('course_sections.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // The session's trainer, set by the trigger below (a session keeps its course and trainer): whose
    // catalogue the enrollment is part of, the owner its grid's scope reads (decisions/training-catalogue).
    .addColumn('trainer_user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('organization_id', 'bigint', (c) => c.references('organizations.id').onDelete('set null'))
    .addColumn('form_id', 'integer', (c) => c.notNull())
    .addColumn('form_version', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(
        sql`status in ('Registered', 'Unregistered', 'System Cancellation', 'Pending Approval', 'Denied',
                         'Canceled', 'Waitlisted')`,
      ),
    )
    .addColumn('waitlist_seq', 'integer')
    .addColumn('attendance', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`attendance between 0 and 3`),
    )
    .addColumn('comment', 'text')
    .addColumn('certificate', 'text')
    .addColumn('enrolled_by', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('disabled_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index enrollments_open_key on enrollments (course_section_id, user_id)
            where status in ('Registered', 'Waitlisted', 'Pending Approval')`.execute(db);
  await sql`create index enrollments_section_idx on enrollments (course_section_id, status, waitlist_seq, id)`.execute(
    db,
  );
  await sql`create index enrollments_user_idx on enrollments (user_id, course_section_id)`.execute(db);
  // The trainer's manage-attendance grid (its scope is the trainer).
  await sql`create index enrollments_trainer_idx on enrollments (trainer_user_id, course_section_id, id)`.execute(
    db,
  );
  await sql`
    create function enrollments_set_trainer() returns trigger language plpgsql as $$
    begin
      select s.user_id into new.trainer_user_id from course_sections s where s.id = new.course_section_id;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger enrollments_trainer before insert or update of course_section_id on enrollments
    for each row execute function enrollments_set_trainer()`.execute(db);

  await db.schema
    .createTable('enrollment_actions')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('enrollment_id', 'bigint', (c) => c.notNull().references('enrollments.id').onDelete('cascade'))
    .addColumn('actor_user_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('action', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`action in ('Registered', 'Waitlisted', 'Requested', 'Approved', 'Denied', 'Canceled', 'Promoted')`,
        ),
    )
    .addColumn('comment', 'text')
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index enrollment_actions_enrollment_idx on enrollment_actions (enrollment_id, at, id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('enrollment_actions').execute();
  await db.schema.dropTable('enrollments').execute();
  await sql`drop function enrollments_set_trainer()`.execute(db);
  await db.schema.dropTable('course_sections').execute();
  await db.schema.dropTable('courses').execute();
}
