import type { Tenant } from '@registry/domain';

/** How the report time reads when the request gives none: the tenant's local time. */
export function readableTime(now: Date, tenant: Pick<Tenant, 'timeZone'>): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: tenant.timeZone,
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(now);
}
