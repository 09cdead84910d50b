import type { Tenant } from '@registry/domain';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import type { Clock } from './clock.js';
import type { EntityRegistry } from './entities/index.js';
import type { MailOutbox } from './mail-outbox.js';
import type { PasswordHasher } from './passwords.js';
import type { Deliveries } from './deliveries.js';
import type { Sessions } from './sessions.js';

/** The Fastify instance routes are registered on: request and reply types come from the zod schemas. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What every service may depend on. Here, not in app.ts, so that modules never import the app factory. */
export interface AppDeps {
  config: Config;
  db: Db;
  tenant: Tenant;
  clock: Clock;
  /** Every entity's definition (src/entities.ts): what the engines read. */
  entities: EntityRegistry;
  /**
   * The unit of work: runs `work` in a transaction whose queued jobs (deliveries, mails, the groups'
   * copies) are handed to the workers once it commits, and to nobody if it rolls back (platform/jobs.ts).
   * Every service changes data through it; nothing is enqueued and woken by hand.
   */
  transaction: <T>(work: (trx: Db) => Promise<T>) => Promise<T>;
}

/** The platform's mechanisms that services acting on accounts use beyond AppDeps. */
export interface ServiceDeps extends AppDeps {
  /** The account mails, written as jobs in the caller's transaction (platform/mail-outbox.ts). */
  mail: MailOutbox;
  passwords: PasswordHasher;
  sessions: Sessions;
  /** The outbox: notifications and live events after a commit. */
  deliveries: Deliveries;
}
