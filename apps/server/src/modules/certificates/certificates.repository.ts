import { sql } from 'kysely';
import { compiledStatement, type Db } from '../../db/database.js';

/** A certificate as its calls read it: what it certifies, its state, and whose and whose session it is. */
export interface CertificateRow {
  id: number;
  code: string;
  userId: number;
  personName: string;
  courseName: string;
  sectionName: string;
  courseNumber: string | null;
  /** Wall times in the session's zone ('YYYY-MM-DD HH:MM:SS'). */
  trainingStart: string;
  trainingEnd: string;
  timeZone: string;
  /** numeric(6,2) as text. */
  hours: string;
  trainerName: string;
  issuedAt: Date;
  revokedAt: Date | null;
  /** The trainer of the certificate's session (enrollments.trainer_user_id, kept by the database). */
  trainerUserId: number;
}

const certificateColumns = sql`
  c.id, c.code, c.user_id as "userId", c.person_name as "personName", c.course_name as "courseName",
  c.section_name as "sectionName", c.course_number as "courseNumber", c.training_start as "trainingStart",
  c.training_end as "trainingEnd", c.time_zone as "timeZone", c.hours::text as hours,
  c.trainer_name as "trainerName", c.issued_at as "issuedAt", c.revoked_at as "revokedAt",
  e.trainer_user_id as "trainerUserId"`;

/** The certificate of a code (stored form), with its session's trainer; undefined when there is none. */
export async function findCertificate(db: Db, code: string): Promise<CertificateRow | undefined> {
  const result = await sql<CertificateRow>`
    select ${certificateColumns}
      from certificates c
      join enrollments e on e.id = c.enrollment_id
     where c.code = ${code}`.execute(db);
  return result.rows[0];
}

/** The same, its row locked until the transaction ends (a revocation). */
export async function lockCertificate(trx: Db, code: string): Promise<CertificateRow | undefined> {
  const result = await sql<CertificateRow>`
    select ${certificateColumns}
      from certificates c
      join enrollments e on e.id = c.enrollment_id
     where c.code = ${code}
       for update of c`.execute(trx);
  return result.rows[0];
}

/** Marks the certificate revoked (once: a revoked one is left as it is); its revocation's time. */
export async function revokeCertificate(
  trx: Db,
  id: number,
  by: number,
  reason: string,
  at: Date,
): Promise<Date | undefined> {
  const row = await trx
    .updateTable('certificates')
    .set({ revokedAt: at, revokedBy: by, revokedReason: reason })
    .where('id', '=', id)
    .where('revokedAt', 'is', null)
    .returning('revokedAt')
    .executeTakeFirst();
  return row?.revokedAt ?? undefined;
}

/** What the public verification reads of a certificate: no id, no person's id, no trainer, no reason. */
export interface VerificationRow {
  personName: string;
  courseName: string;
  sectionName: string;
  trainingStart: string;
  trainingEnd: string;
  timeZone: string;
  hours: string;
  issuedAt: Date;
  revokedAt: Date | null;
}

/**
 * The public verification's one statement (its code's unique index), prepared once per connection: it
 * is the registry's most public call, and must answer in a few milliseconds whoever asks.
 */
export function verificationReader(db: Db): (code: string) => Promise<VerificationRow | undefined> {
  const statement = compiledStatement(
    db,
    'certificate_verify',
    (code: string) => sql<VerificationRow>`
      select person_name as "personName", course_name as "courseName", section_name as "sectionName",
             training_start as "trainingStart", training_end as "trainingEnd", time_zone as "timeZone",
             hours::text as hours, issued_at as "issuedAt", revoked_at as "revokedAt"
        from certificates where code = ${code}`,
  );
  return async (code) => (await db.executeQuery(statement(code))).rows[0];
}

/** A person's certificates (their completed trainings), newest first. */
export async function certificatesOf(
  db: Db,
  userId: number,
): Promise<Omit<CertificateRow, 'trainerUserId'>[]> {
  const result = await sql<Omit<CertificateRow, 'trainerUserId'>>`
    select c.id, c.code, c.user_id as "userId", c.person_name as "personName",
           c.course_name as "courseName", c.section_name as "sectionName", c.course_number as "courseNumber",
           c.training_start as "trainingStart", c.training_end as "trainingEnd", c.time_zone as "timeZone",
           c.hours::text as hours, c.trainer_name as "trainerName", c.issued_at as "issuedAt",
           c.revoked_at as "revokedAt"
      from certificates c
     where c.user_id = ${userId}
     order by c.issued_at desc, c.id desc`.execute(db);
  return result.rows;
}

// The signing keys (signing-keys.ts): the key in use, the ones published, a new one, a retired one.

export interface SigningKeyRow {
  id: string;
  publicJwk: Record<string, string>;
  privateKey: string;
}

/** The key that signs now (not retired), if any. */
export async function activeSigningKey(db: Db): Promise<SigningKeyRow | undefined> {
  return db
    .selectFrom('signingKeys')
    .select(['id', 'publicJwk', 'privateKey'])
    .where('algorithm', '=', 'RS256')
    .where('retiredAt', 'is', null)
    .executeTakeFirst();
}

/** Every key ever used, oldest first: their public halves are published. */
export async function publishedSigningKeys(
  db: Db,
): Promise<{ id: string; publicJwk: Record<string, string> }[]> {
  return db
    .selectFrom('signingKeys')
    .select(['id', 'publicJwk'])
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

/** Adds a key as the one in use, unless another server added one first (then nothing: it is read again). */
export async function insertSigningKey(db: Db, row: SigningKeyRow): Promise<void> {
  await sql`
    insert into signing_keys (id, algorithm, public_jwk, private_key)
    values (${row.id}, 'RS256', ${JSON.stringify(row.publicJwk)}::jsonb, ${row.privateKey})
    on conflict do nothing`.execute(db);
}

/** Retires a key no server can use any more (its private key sealed under another secret). */
export async function retireSigningKey(db: Db, id: string, at: Date): Promise<void> {
  await db
    .updateTable('signingKeys')
    .set({ retiredAt: at })
    .where('id', '=', id)
    .where('retiredAt', 'is', null)
    .execute();
}
