import { isConfigurationFlagOn } from '@registry/domain';
import { API_PATHS } from '@registry/contracts/paths';
import { api } from '../../api';

/** Whether QuickSight reports are on: the public configuration key QuickSightEnabled is 'True'. */
export async function getQuickSightEnabled(): Promise<boolean> {
  return isConfigurationFlagOn(
    await api<string>(API_PATHS.configuration, { query: { key: 'QuickSightEnabled' } }),
  );
}
