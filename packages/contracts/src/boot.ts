import { z } from 'zod';

/**
 * GET /api/boot: what the web needs before it renders: the tenant's public part, the environment and
 * the server's version. The tenant object is typed by packages/domain; here it is passed through. The
 * maintenance flag is not here: the web reads it through GET /api/configuration?key=closed, as the spec's
 * client does.
 */
export const ZBootResponse = z.object({
  tenant: z.record(z.string(), z.unknown()),
  environment: z.enum(['dev', 'sit', 'uat', 'prod']),
  version: z.string(),
});
export type TBootResponse = z.infer<typeof ZBootResponse>;
