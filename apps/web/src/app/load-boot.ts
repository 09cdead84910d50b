import type { QueryClient } from '@tanstack/react-query';
import { bootQuery, type BootInfo } from '../lib/boot';
import { configurationQuery, isFlagOn } from '../lib/configuration';
import { isApiError } from '../lib/api';

export interface BootResult {
  boot: BootInfo;
  /** configuration 'closed' is 'True': the whole app shows the maintenance (or closed) page. */
  closed: boolean;
}

/**
 * What must be known before the first render: GET /api/boot, then the maintenance flag. A flag that was
 * never set (404) means open; any other failure is a boot failure, shown with a Retry button.
 */
export async function loadBoot(queryClient: QueryClient): Promise<BootResult> {
  const boot = await queryClient.fetchQuery(bootQuery());
  let closed = false;
  try {
    closed = isFlagOn(await queryClient.fetchQuery(configurationQuery('closed', { silent: true })));
  } catch (error) {
    if (!(isApiError(error) && error.status === 404)) throw error;
  }
  return { boot, closed };
}
