import { z } from 'zod';
import type { HubClientEvent, HubClientPayloads } from './hub-events.js';

export * from './hub-events.js';

/**
 * A user id as a client sends it: a positive whole number (a string of digits too, as a SignalR client
 * would send it), nothing else; objects, arrays, huge strings and fractions are refused before any code
 * reads them.
 */
export const ZHubUserId = z.union([
  z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  z
    .string()
    .regex(/^[1-9]\d{0,14}$/)
    .transform(Number),
]);

/**
 * The arguments of each client event, the answer callback aside: exactly one payload. The hub checks
 * every event a client sends against these before its handler runs.
 */
export const ZHubClientArguments = {
  JoinUserGroup: z.tuple([ZHubUserId]),
  LeaveUserGroup: z.tuple([ZHubUserId]),
  IdleStatus: z.tuple([z.boolean()]),
} as const satisfies { [E in HubClientEvent]: z.ZodType<[HubClientPayloads[E]], unknown> };
