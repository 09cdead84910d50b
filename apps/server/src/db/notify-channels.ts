/**
 * The PostgreSQL NOTIFY channels the database itself sends on (its triggers) and the servers listen to.
 * Here, beside the migrations that create the triggers, so that platform code listening to them never
 * imports a migration.
 */

/** A session's id, when its revocation commits (migration 20261205100000; platform/session-ends.ts). */
export const SESSION_ENDED_CHANNEL = 'registry_session_ended';
