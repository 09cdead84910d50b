import type { Tenant } from '@registry/domain';

/** The file's time stamp in the tenant's zone: 20261124T153000. */
export function fileTimestamp(now: Date, tenant: Pick<Tenant, 'timeZone'>): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: tenant.timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}${parts.month}${parts.day}T${parts.hour}${parts.minute}${parts.second}`;
}

/** How the report time reads when the request gives none: the tenant's local time. */
export function readableTime(now: Date, tenant: Pick<Tenant, 'timeZone'>): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: tenant.timeZone,
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(now);
}
