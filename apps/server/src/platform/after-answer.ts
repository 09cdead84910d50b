import type { FastifyReply } from 'fastify';

/**
 * Settles once the answer has been handed to the client, or the client went away first (issue 20: work
 * whose time would tell the client something, say whether an address has an account, runs after this).
 */
export function answerSent(reply: FastifyReply): Promise<void> {
  return new Promise((resolve) => {
    if (reply.raw.writableFinished) return resolve();
    reply.raw.once('finish', () => resolve());
    reply.raw.once('close', () => resolve());
  });
}
