import type { FastifyBaseLogger } from 'fastify';

/**
 * The last line of defence (issue 20): a promise rejected where nobody waits for it would end the process
 * (Node's default since 15), taking every signed-in user's requests with it. Requests, hub events and
 * jobs each catch their own failures; what still slips through (a library's unawaited promise: pg-boss
 * completes and fails jobs without waiting, so a database gone at that moment rejects there) is logged
 * and the server goes on. A synchronous uncaught exception still ends the process (its state is then
 * unknown, and the service manager restarts it), as Node advises.
 */
export function guardProcess(target: NodeJS.EventEmitter, logger: FastifyBaseLogger): void {
  target.on('unhandledRejection', (reason: unknown) => {
    logger.error({ err: reason }, 'A promise was rejected and nobody handled it; the server goes on');
  });
}
