import { sql, type Kysely } from 'kysely';
import { SESSION_ENDED_CHANNEL } from '../notify-channels.js';

/**
 * Issue 20: a revoked session's open sockets close at once, on every server. Whatever revokes a session
 * (logout, a lock, a password reset, an e-mail change, a role removed; each in its own transaction), the
 * trigger NOTIFYs its id, and PostgreSQL delivers a NOTIFY only when the transaction commits: a rolled-back
 * revocation tells nobody, and no caller has to remember to tell the hub after its commit.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function notify_session_ended() returns trigger language plpgsql as $$
    begin
      perform pg_notify(${sql.lit(SESSION_ENDED_CHANNEL)}, new.id::text);
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger sessions_ended after update of revoked_at on sessions
      for each row when (old.revoked_at is null and new.revoked_at is not null)
      execute function notify_session_ended()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger sessions_ended on sessions`.execute(db);
  await sql`drop function notify_session_ended()`.execute(db);
}
