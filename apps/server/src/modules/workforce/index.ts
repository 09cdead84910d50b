import type { App, AppDeps } from '../../platform/app-types.js';
import type { Jobs } from '../../platform/jobs.js';
import { registerWorkforceRoutes } from './workforce.routes.js';
import { createWorkforceService } from './workforce.service.js';

/**
 * The workforce dashboard (issue 27, beyond the spec; docs/decisions/workforce.md): the state's workforce in
 * five charts for managers and administrators, from aggregates a job keeps at most 15 minutes old.
 */
export { registerWorkforceRoutes } from './workforce.routes.js';
export {
  computeWorkforceAggregates,
  createWorkforceService,
  WORKFORCE_FRESH_MS,
  WORKFORCE_REFRESH_QUEUE,
  type WorkforceService,
} from './workforce.service.js';

/** Builds the service, starts its job's handler and registers its routes (app.ts: one line). */
export async function registerWorkforce(app: App, deps: AppDeps & { jobs: Jobs }): Promise<void> {
  const service = createWorkforceService(deps);
  await service.ready;
  registerWorkforceRoutes(app, service);
}
