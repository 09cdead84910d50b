import type { Tenant } from '@registry/domain';
import { sql, type RawBuilder } from 'kysely';
import type { ReportColumn, ReportColumnType, ReportScope } from '../report-definition.js';

/**
 * What the state-wide, coach and QEA reports share (docs/decisions/reports.md "Columns"). Every value a
 * fragment puts in the statement is a string, a number or a boolean: COPY takes no parameters, so the
 * engine writes them in as literals and refuses anything else (a Date, an array).
 */

export const column = (
  header: string,
  type: ReportColumnType,
  expression: RawBuilder<unknown>,
): ReportColumn => ({
  header,
  type,
  sql: expression,
});

/** The run's time (scope.now) as a timestamptz literal. */
export const nowOf = (scope: ReportScope): RawBuilder<Date> =>
  sql<Date>`${scope.now.toISOString()}::timestamptz`;

/** The first instant of the run's calendar year in the tenant's zone. */
export const yearStartOf = (scope: ReportScope): RawBuilder<Date> =>
  sql<Date>`(date_trunc('year', ${nowOf(scope)} at time zone ${scope.tenant.timeZone}) at time zone ${scope.tenant.timeZone})`;

/** The tenant's agency term capitalised ('Facility', 'Agency'): the organization columns' headers. */
export const agencyWord = (tenant: Tenant): string =>
  `${tenant.terms.agency.charAt(0).toUpperCase()}${tenant.terms.agency.slice(1)}`;

/** The joins the person columns read, for a source whose person is `u` (users). */
export const personJoins = sql`left join user_profiles p on p.user_id = u.id
  left join counties pc on pc.fips = p.county_fips`;

/**
 * Who a row is about: the tenant's user id (Registry ID, PAL ID), names, e-mail, phone and county (the
 * personal form's), over `u`, `p` and `pc` (personJoins). `prefix` names the person in the headers when
 * a row has more than one ('Trainer', 'Professional').
 */
export function personColumns(scope: ReportScope, prefix = ''): ReportColumn[] {
  const header = (name: string) => (prefix === '' ? name : `${prefix} ${name}`);
  return [
    column(header(scope.tenant.labels.userId), 'text', sql`u.registry_id`),
    column(header('First Name'), 'text', sql`u.first_name`),
    column(header('Last Name'), 'text', sql`u.last_name`),
    column(header('Email'), 'text', sql`u.email`),
    column(header('Phone'), 'text', sql`p.phone`),
    column(header('County'), 'text', sql`pc.name`),
  ];
}

/** People in name order (last, first), then by id: a stable order. */
export const byName = sql`lower(u.last_name), lower(u.first_name), u.id`;

/** Whether the person `u` holds an active organization role (of `roles`) at a registry organization. */
export const holdsOrganizationRole = (roles: readonly ('100' | '200')[]): RawBuilder<boolean> =>
  sql<boolean>`exists (select 1 from employment_records e
    join organization_roles r on r.employment_record_id = e.id
    where e.user_id = u.id and r.active and e.organization_id is not null
      and r.role_name in (${sql.join(roles.map((role) => sql.lit(role)))}))`;

/**
 * A join naming `alias`.names the organizations where `u` holds an active organization role (of `roles`),
 * by name, '; ' between them (a join rather than a column's subquery: the engine reads a text column's
 * value more than once).
 */
export const organizationsJoin = (alias: string, roles: readonly ('100' | '200')[]): RawBuilder<unknown> =>
  sql`left join lateral (select string_agg(distinct o.name, '; ' order by o.name) as names
    from employment_records e
    join organization_roles r on r.employment_record_id = e.id
    join organizations o on o.id = e.organization_id
    where e.user_id = u.id and r.active
      and r.role_name in (${sql.join(roles.map((role) => sql.lit(role)))})) ${sql.id(alias)} on true`;

/**
 * A record's verification state as the profile shows it: Requested while a request is open, then
 * Verified, Rejected, or Not Verified; over a record table's alias.
 */
export const verificationState = (alias: string): RawBuilder<string> =>
  sql<string>`case when ${sql.ref(`${alias}.verification_status`)} = 'Requested' then 'Requested'
    when ${sql.ref(`${alias}.verified`)} then 'Verified'
    when ${sql.ref(`${alias}.rejected`)} then 'Rejected'
    else 'Not Verified' end`;

/** A session's local date and time of day (its wall time, in its own zone): the day as a date, the time as 'HH:MI AM'. */
export const wallDate = (expression: string): RawBuilder<string> => sql<string>`${sql.ref(expression)}::date`;
export const wallClock = (expression: string): RawBuilder<string> =>
  sql<string>`to_char(${sql.ref(expression)}, 'HH12:MI AM')`;

/** `case <expression> when <key> then <name> ... end` over a fixed list of names (statuses, attendance). */
export const named = (expression: RawBuilder<unknown>, names: Readonly<Record<number | string, string>>) =>
  sql<string>`case ${expression} ${sql.join(
    Object.entries(names).map(([key, name]) => sql`when ${sql.lit(Number(key))} then ${sql.lit(name)}`),
    sql` `,
  )} end`;

/**
 * An organization row (Active Agency List, All Agencies, Child Care Providers) over `o` (organizations)
 * and `oc` (its county in the counties table, organizationJoins): its id, name, kind, county, region, its
 * directors and its counts of people (active director and staff roles; current employment records: not
 * disabled, ending today or later or not at all).
 */
export function organizationColumns(scope: ReportScope): ReportColumn[] {
  const agency = agencyWord(scope.tenant);
  const today = sql`(${nowOf(scope)} at time zone ${scope.tenant.timeZone})::date`;
  const holders = (role: '100' | '200') =>
    sql`(select count(distinct e.user_id)::int from employment_records e
      join organization_roles r on r.employment_record_id = e.id
      where e.organization_id = o.id and r.active and r.role_name = ${sql.lit(role)})`;
  return [
    column(`${agency} ID`, 'number', sql`o.id`),
    column(`${agency} Name`, 'text', sql`o.name`),
    column('Kind', 'text', sql`initcap(o.kind)`),
    column('County', 'text', sql`coalesce(oc.name, o.county)`),
    column('County FIPS', 'text', sql`o.county_fips`),
    column('Region', 'text', sql`o.region`),
    column('Directors', 'text', sql`dir.names`),
    column('Director Count', 'number', holders('200')),
    column('Staff Count', 'number', holders('100')),
    column(
      'Currently Employed',
      'number',
      sql`(select count(distinct e.user_id)::int from employment_records e
          where e.organization_id = o.id and e.disabled_at is null
            and (e.end_date is null or e.end_date >= ${today}))`,
    ),
  ];
}

/**
 * The joins organizationColumns reads, for a source whose organization is `o`: its county, and its
 * directors' names (a join rather than a column's subquery: the engine reads a text column's value more
 * than once).
 */
export const organizationJoins = sql`left join counties oc on oc.fips = o.county_fips
  left join lateral (
    select string_agg(distinct u.first_name || ' ' || u.last_name, '; '
      order by u.first_name || ' ' || u.last_name) as names
    from employment_records e
    join organization_roles r on r.employment_record_id = e.id
    join users u on u.id = e.user_id
    where e.organization_id = o.id and r.active and r.role_name = '200') dir on true`;

/** Organizations by name, then id. */
export const byOrganizationName = sql`lower(o.name), o.id`;
