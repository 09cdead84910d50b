import { z } from 'zod';

/**
 * GET /api/boot: what the web needs before it renders: the tenant's public part, the environment and
 * the maintenance flag. The tenant object is typed by packages/domain; here it is passed through.
 */
export const ZBootResponse = z.object({
  tenant: z.record(z.string(), z.unknown()),
  environment: z.enum(['dev', 'sit', 'uat', 'prod']),
  closed: z.boolean(),
  version: z.string(),
});
export type TBootResponse = z.infer<typeof ZBootResponse>;
