import { sql, type Kysely } from 'kysely';

/**
 * Attendance and certificates (issue 24; spec 3 §4 attendance, §7 setattendance and GET /file/c/{certificate}):
 * - enrollments: when and by whom attendance was last set (`attendance_at`, `attendance_by`).
 * - course_sections: when and by whom the session was locked (attendance finalized: `record_is_locked`).
 * - enrollment_actions: also 'Attendance' (each attendance set, its value in the comment) and 'System
 *   Cancellation' (a place in line or a request still open when the session was locked).
 * - training_records.enrollment_id: the training record a Completed attendance wrote (unique: written once,
 *   whatever concurrent calls do).
 * - certificates: one per Completed enrollment, with its public short code and what it certifies as it was
 *   when issued (a certificate is a document of its date: later renames do not change it), and its
 *   revocation.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table enrollments
    add column attendance_at timestamptz,
    add column attendance_by bigint references users (id) on delete set null`.execute(db);
  await sql`alter table course_sections
    add column locked_at timestamptz,
    add column locked_by bigint references users (id) on delete set null`.execute(db);
  await sql`alter table enrollment_actions drop constraint enrollment_actions_action_check`.execute(db);
  await sql`alter table enrollment_actions add constraint enrollment_actions_action_check check (action in
    ('Registered', 'Waitlisted', 'Requested', 'Approved', 'Denied', 'Canceled', 'Promoted', 'Attendance',
     'System Cancellation'))`.execute(db);
  await sql`alter table training_records
    add column enrollment_id bigint references enrollments (id) on delete set null`.execute(db);
  await sql`create unique index training_records_enrollment_key on training_records (enrollment_id)
            where enrollment_id is not null`.execute(db);

  await db.schema
    .createTable('certificates')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    // The public short code (printed on the certificate, in its QR code's address): unguessable.
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('enrollment_id', 'bigint', (c) =>
      c.notNull().unique().references('enrollments.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('training_record_id', 'bigint', (c) =>
      c.references('training_records.id').onDelete('set null'),
    )
    .addColumn('person_name', 'text', (c) => c.notNull())
    .addColumn('course_name', 'text', (c) => c.notNull())
    .addColumn('section_name', 'text', (c) => c.notNull())
    .addColumn('course_number', 'text')
    .addColumn('training_start', 'timestamp', (c) => c.notNull())
    .addColumn('training_end', 'timestamp', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('hours', sql`numeric(6,2)`, (c) => c.notNull())
    .addColumn('trainer_name', 'text', (c) => c.notNull())
    .addColumn('issued_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('revoked_by', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('revoked_reason', 'text')
    .execute();
  await sql`create index certificates_user_idx on certificates (user_id, issued_at desc)`.execute(db);
  // The foreign keys' other ends: deleting a user (or a training record) sets these to null, and without
  // an index PostgreSQL reads the whole table for each row deleted. Mostly null: partial indexes.
  await sql`create index enrollments_enrolled_by_idx on enrollments (enrolled_by)
            where enrolled_by is not null`.execute(db);
  await sql`create index enrollments_attendance_by_idx on enrollments (attendance_by)
            where attendance_by is not null`.execute(db);
  await sql`create index course_sections_locked_by_idx on course_sections (locked_by)
            where locked_by is not null`.execute(db);
  await sql`create index certificates_revoked_by_idx on certificates (revoked_by)
            where revoked_by is not null`.execute(db);
  await sql`create index certificates_record_idx on certificates (training_record_id)
            where training_record_id is not null`.execute(db);
  // The histories' actors, the same (hundreds of thousands of rows at a state's scale).
  await sql`create index enrollment_actions_actor_idx on enrollment_actions (actor_user_id)
            where actor_user_id is not null`.execute(db);
  await sql`create index verification_actions_actor_idx on verification_actions (actor_user_id)
            where actor_user_id is not null`.execute(db);
  await sql`create index role_request_actions_updater_idx on role_request_actions (user_last_updated)
            where user_last_updated is not null`.execute(db);
  await sql`create index messages_sender_idx on messages (sender_id) where sender_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('certificates').execute();
  await sql`drop index enrollments_enrolled_by_idx, enrollments_attendance_by_idx, course_sections_locked_by_idx,
            enrollment_actions_actor_idx, verification_actions_actor_idx, role_request_actions_updater_idx,
            messages_sender_idx`.execute(db);
  await sql`drop index training_records_enrollment_key`.execute(db);
  await sql`alter table training_records drop column enrollment_id`.execute(db);
  await sql`alter table enrollment_actions drop constraint enrollment_actions_action_check`.execute(db);
  await sql`delete from enrollment_actions where action in ('Attendance', 'System Cancellation')`.execute(db);
  await sql`alter table enrollment_actions add constraint enrollment_actions_action_check check (action in
    ('Registered', 'Waitlisted', 'Requested', 'Approved', 'Denied', 'Canceled', 'Promoted'))`.execute(db);
  await sql`alter table course_sections drop column locked_at, drop column locked_by`.execute(db);
  await sql`alter table enrollments drop column attendance_at, drop column attendance_by`.execute(db);
}
