import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../platform/app-types.js';
import { recordAudit } from '../../platform/audit.js';
import type { Clock } from '../../platform/clock.js';
import type { FileStorage } from '../../platform/file-storage.js';
import * as repo from './uploads.repository.js';

/** A file set no record names is removed this long after its last upload (a form left open a working day). */
export const UNATTACHED_AFTER_MS = 24 * 60 * 60 * 1000;
/** How often a worker server looks for them. */
export const UNATTACHED_CHECK_MS = 60 * 60 * 1000;
/** Sets removed per transaction. */
const BATCH = 200;

export interface UnattachedFilesDeps extends Pick<AppDeps, 'db' | 'transaction'> {
  storage: FileStorage;
  clock: Clock;
  /** Where records name their file sets (the forms module's fileSetColumns). */
  fileSetColumns: () => Promise<repo.FileSetColumn[]>;
}

/**
 * Removes uploads never attached to a record (issue 20: a form left unsaved kept its files forever): the
 * file sets no record names, a day after their last upload. Their rows go in a transaction that records an
 * audit row per file (actor: none, the registry itself); their bytes go after it commits. Safe on several
 * servers at once: each locks the sets it removes and skips those another holds (an upload into one, the
 * other server's sweep), so no set is removed twice and none while it is being added to.
 */
export function createUnattachedFiles(deps: UnattachedFilesDeps) {
  const { transaction, storage, clock } = deps;
  return {
    /** Removes what is due now; answers how many files went. */
    async sweep(): Promise<number> {
      const columns = await deps.fileSetColumns();
      let removed = 0;
      for (;;) {
        const now = clock.now();
        const idleSince = new Date(now.getTime() - UNATTACHED_AFTER_MS);
        const files = await transaction(async (trx) => {
          const sets = await repo.lockUnattachedFileSets(trx, { idleSince, columns, limit: BATCH });
          const gone = await repo.deleteFileSets(
            trx,
            sets.map((set) => set.id),
          );
          const setOf = new Map(sets.map((set) => [set.id, set]));
          for (const { storageKey: _key, ...file } of gone) {
            const set = setOf.get(file.fileSetId);
            await recordAudit(trx, {
              actorUserId: null,
              action: 'file.removed-unattached',
              entity: 'uploaded_file',
              entityId: file.id,
              before: {
                ...file,
                ownerUserId: set?.ownerUserId,
                entityTypeId: set?.entityTypeId,
                formElementId: set?.formElementId,
              },
              at: now,
            });
          }
          return { sets: sets.length, gone };
        });
        // After the commit: a failure here leaves bytes no row points to, never a row without bytes.
        for (const file of files.gone) await storage.delete(file.storageKey).catch(() => undefined);
        removed += files.gone.length;
        if (files.sets < BATCH) return removed;
      }
    },
  };
}

/**
 * Runs the sweep on a server with workers: at start, then every UNATTACHED_CHECK_MS (one at a time).
 * Answers the stop, which waits for a sweep under way (for the app's onClose).
 */
export function startUnattachedFilesCleanup(
  deps: UnattachedFilesDeps & { logger: FastifyBaseLogger },
): () => Promise<void> {
  const cleanup = createUnattachedFiles(deps);
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= cleanup
      .sweep()
      .then(
        (removed) => {
          if (removed > 0) deps.logger.info({ removed }, 'Removed uploaded files no record names');
        },
        (error: unknown) => deps.logger.error({ err: error }, 'Removing unattached uploads failed'),
      )
      .finally(() => (running = undefined));
  };
  run();
  const timer = setInterval(run, UNATTACHED_CHECK_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
