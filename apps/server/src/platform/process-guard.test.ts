import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.js';
import { guardProcess } from './process-guard.js';

describe('the process guard (issue 20)', () => {
  it('logs a rejection nobody handled instead of letting it end the process', () => {
    const written: string[] = [];
    const logger = createLogger('info', { destination: { write: (line: string) => written.push(line) } });
    const target = new EventEmitter();
    guardProcess(target, logger);
    // Node ends the process on an unhandled rejection only when nobody listens for it.
    expect(target.listenerCount('unhandledRejection')).toBe(1);
    target.emit('unhandledRejection', new Error('pg-boss could not mark a job failed'), Promise.resolve());
    const lines = written.map((line) => JSON.parse(line) as { level: number; msg: string; err?: object });
    expect(lines).toEqual([
      expect.objectContaining({
        level: 50,
        msg: 'A promise was rejected and nobody handled it; the server goes on',
        err: expect.objectContaining({ message: 'pg-boss could not mark a job failed' }) as object,
      }),
    ]);
  });
});
