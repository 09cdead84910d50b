import type pg from 'pg';
import { ROLE_ACTION } from '../../packages/domain/src/index.js';
import { loadTable, type Cell, type LoadTiming } from './copy.js';
import { dateText, instantText, YEAR } from './days.js';
import { matchChoices } from './lists.js';
import {
  bulk,
  ENTITY,
  FORMS,
  formVersion,
  officeMinute,
  type Job,
  type Organization,
  type Person,
  type ScaleContext,
} from './model.js';
import type { Organizations } from './organizations.js';
import { apportion, Weighted, type Random } from './random.js';
import type { VerificationRates, Verifier } from './verification.js';
import { POSITIONS } from './vocabulary.js';

/** Shares of people and jobs (a state's registry: most work at a registry programme and hold its staff role). */
const EMPLOYED = 0.92;
const CURRENT = 0.88;
const REGISTRY_CURRENT = 0.9;
const REGISTRY_PAST = 0.55;
const SAME_COUNTY = 0.8;
const FACILITY_DIRECTED = 0.88;
const AGENCY_DIRECTED = 0.6;
const PENDING_DIRECTOR = 0.006;
const PAST_DIRECTOR = 0.04;
const EMPLOYMENT_VERIFICATION: VerificationRates = {
  verified: 0.18,
  rejected: 0.004,
  returned: 0.002,
  requested: 0.004,
};

/**
 * Everyone's jobs, oldest first: most people have one to three, the last usually current and at a
 * registry organization (in their county most of the time); agency staff, trainers and coaches work at
 * an agency, managers and administrators at the state office. Then the organization roles: the staff
 * role approved for most current jobs, a few thousand requests pending, rejected or withdrawn ones, ended
 * roles at past jobs; one director for most facilities (its longest-serving staff member), some director
 * requests pending.
 */
export function makeJobs(
  context: ScaleContext,
  people: readonly Person[],
  organizations: Organizations,
  firstId: number,
  total: number,
): Job[] {
  const rng = context.rng('employment');
  const { today } = context;
  const employed = people.map((person) => person.elevated !== null || rng.chance(EMPLOYED));
  let employedCount = employed.filter(Boolean).length;
  // A small data set may have fewer jobs than working people: the first ones get them.
  for (let i = people.length - 1; i >= 0 && employedCount > total; i -= 1) {
    if (employed[i] && people[i]!.elevated === null) {
      employed[i] = false;
      employedCount -= 1;
    }
  }
  const extra = apportion(
    Math.max(0, total - employedCount),
    people.map((person, i) => (employed[i] ? Math.sqrt((today - person.careerStartDay) / YEAR + 0.5) : 0)),
  );
  const positions = new Weighted(POSITIONS, ([, weight]) => weight);
  const jobs: Job[] = [];
  people.forEach((person, i) => {
    if (!employed[i]) return;
    const count = 1 + extra[i]!;
    const span = Math.max(count * 40, today - person.careerStartDay);
    const start = today - span;
    const cuts = Array.from({ length: count - 1 }, () => start + rng.int(30, span - 30)).sort(
      (a, b) => a - b,
    );
    const current = person.elevated !== null || rng.chance(CURRENT);
    for (let j = 0; j < count; j += 1) {
      const last = j === count - 1;
      const startDay = j === 0 ? start : Math.min(today - 1, cuts[j - 1]! + rng.int(0, 30));
      let endDay: number | null = last ? (current ? null : today - rng.int(15, 700)) : cuts[j]!;
      if (endDay !== null && endDay <= startDay) endDay = Math.min(today, startDay + 30);
      const job: Job = {
        id: firstId + jobs.length,
        person,
        organization: null,
        employerName: '',
        countyFips: null,
        startDay,
        endDay,
        position: positions.pick(rng)[0],
        staff: 'none',
        director: 'none',
      };
      placeJob(context, rng, job, organizations, last && current);
      // Back at the programme of the job before: another one (people rarely return to the same).
      if (job.organization !== null && job.organization === jobs[jobs.length - 1]?.organization) {
        placeJob(context, rng, job, organizations, last && current);
      }
      // A job that ended before the person registered never had a role in the registry.
      if (job.endDay !== null && job.endDay <= person.createdDay + 20) job.staff = 'none';
      jobs.push(job);
      if (last && current) person.currentJob = job;
    }
  });
  appointDirectors(context, rng, jobs, organizations);
  return jobs;
}

function placeJob(
  context: ScaleContext,
  rng: Random,
  job: Job,
  organizations: Organizations,
  current: boolean,
): void {
  const { person } = job;
  const { facilitiesByCounty, agencies } = organizations;
  job.organization = null;
  job.staff = 'none';
  const words = context.geography.words;
  if (current && person.elevated !== null) {
    if (person.elevated === '400' || person.elevated === '500') {
      job.employerName = words.sponsors[0]!;
      job.countyFips = person.county.fips;
      job.position = person.elevated === '500' ? 'Registry Administrator' : 'Program Manager';
      return;
    }
    job.organization = rng.pick(agencies);
    job.position =
      person.elevated === '350' || person.elevated === '375' ? 'Child Care Consultant' : 'Trainer';
    job.staff = 'approved';
  } else if (rng.chance(current ? REGISTRY_CURRENT : REGISTRY_PAST)) {
    const local = facilitiesByCounty.get(person.county.fips);
    const elsewhere = facilitiesByCounty.get(context.geography.byPopulation.pick(rng).fips);
    job.organization = rng.pick((rng.chance(SAME_COUNTY) ? local : elsewhere) ?? local ?? agencies);
    job.staff = current ? currentStaffState(rng) : rng.chance(0.72) ? 'ended' : 'none';
  } else {
    const town = rng.pick(person.county.towns);
    const draw = rng.next();
    job.employerName =
      draw < 0.35
        ? `${person.lastName.replace(/\u2019/g, "'")} Family Child Care Home`
        : draw < 0.6
          ? `${person.county.name} County Schools Pre-K`
          : draw < 0.8
            ? `${town} Parks and Recreation After-School Program`
            : `${town} Church Nursery`;
    job.countyFips = person.county.fips;
    if (draw >= 0.9) {
      job.employerName = 'Child care program in another state';
      job.countyFips = null;
    }
    return;
  }
  job.employerName = job.organization.name;
  job.countyFips = job.organization.county.fips;
}

function currentStaffState(rng: Random): Job['staff'] {
  const draw = rng.next();
  if (draw < 0.86) return 'approved';
  if (draw < 0.885) return 'pending';
  if (draw < 0.895) return 'rejectedThenApproved';
  if (draw < 0.9) return 'rejected';
  if (draw < 0.903) return 'withdrawn';
  return 'none';
}

/** From when the job could have a role: once both the job and the person's account existed. */
const inRegistryFrom = (job: Job) => Math.max(job.startDay, job.person.createdDay);

const holdsStaff = (job: Job) => job.staff === 'approved' || job.staff === 'rejectedThenApproved';

/** One director per organization for most: its longest-serving current staff member. */
function appointDirectors(
  context: ScaleContext,
  rng: Random,
  jobs: readonly Job[],
  organizations: Organizations,
) {
  const staffOf = new Map<number, Job[]>();
  for (const job of jobs) {
    if (job.organization && job.endDay === null && holdsStaff(job)) {
      const list = staffOf.get(job.organization.id) ?? [];
      list.push(job);
      staffOf.set(job.organization.id, list);
    }
  }
  for (const organization of organizations.all) {
    const staff = staffOf.get(organization.id);
    if (!staff || !rng.chance(organization.kind === 'agency' ? AGENCY_DIRECTED : FACILITY_DIRECTED)) continue;
    // The one on its staff in the registry the longest.
    const job = staff.reduce((a, b) => (inRegistryFrom(b) < inRegistryFrom(a) ? b : a));
    job.director = 'held';
    job.position = organization.kind === 'agency' ? 'Executive Director' : 'Director';
    organization.director = job.person;
    // After the staff role (approved within 40 days of asking): the director role needs it first.
    organization.directorSinceDay = Math.min(context.today, inRegistryFrom(job) + rng.int(50, 90));
    job.person.directs = organization;
  }
  for (const job of jobs) {
    if (job.director !== 'none') continue;
    if (job.endDay === null && holdsStaff(job) && rng.chance(PENDING_DIRECTOR)) job.director = 'pending';
    else if (job.staff === 'ended' && rng.chance(PAST_DIRECTOR)) job.director = 'ended';
  }
}

const EMPLOYMENT_COLUMNS = [
  'id',
  'user_id',
  'organization_id',
  'employer_name',
  'start_date',
  'end_date',
  'is_registry_organization',
  'has_train_tn_access',
  'created_at',
  'updated_at',
  'form_id',
  'form_version',
  'county_fips',
  'position_title',
  'employment_type',
  'hours_per_week',
  'ages_served',
  'start_date_verified',
  'verified',
  'rejected',
  'verification_status',
  'disabled_at',
];

/** Picks who verifies: the organization's director, else agency staff (350, 375) at their agency. */
export interface Verifiers {
  agencyStaff: Verifier[];
  /** The director of the person's current organization, if any and not themself. */
  directorOf(person: Person): Verifier | null;
  /** The director of `organization`, unless that is the person themself. */
  directorAt(organization: Organization | null, person: Person): Verifier | null;
  agency(rng: Random): Verifier | null;
}

function directorAt(organization: Organization | null, person: Person): Verifier | null {
  const director = organization?.director;
  if (!organization || !director || director === person) return null;
  return { userId: director.id, organizationId: organization.id };
}

export function makeVerifiers(people: readonly Person[]): Verifiers {
  const agencyStaff = people
    .filter((p) => (p.elevated === '350' || p.elevated === '375') && p.currentJob?.organization)
    .map((p) => ({ userId: p.id, organizationId: p.currentJob!.organization!.id }));
  return {
    agencyStaff,
    directorOf(person) {
      return directorAt(person.currentJob?.organization ?? null, person);
    },
    directorAt,
    agency: (rng) => (agencyStaff.length === 0 ? null : rng.pick(agencyStaff)),
  };
}

/** employment_records, with the experience form's fields and verification. */
export function loadEmployment(
  context: ScaleContext,
  client: pg.ClientBase,
  jobs: readonly Job[],
  verifiers: Verifiers,
): Promise<LoadTiming> {
  const rng = context.rng('employment records');
  const { lists, today, tenant } = context;
  const types = matchChoices(lists.get('employment-types'), [
    ['full', /full/i],
    ['part', /part/i],
    ['substitute', /sub/i],
  ]);
  const ages = matchChoices(lists.get('age-groups'), [
    ['infants', /infant/i],
    ['toddlers', /toddler/i],
    ['preschool', /pre-?school|3 to 5/i],
    ['schoolAge', /school/i],
  ]);
  const version = formVersion(context, FORMS.experience);
  return loadTable(
    client,
    'employment_records',
    EMPLOYMENT_COLUMNS,
    bulk(context, jobs.length, false),
    (writer) => {
      for (const job of jobs) {
        const { person } = job;
        const typeDraw = rng.next();
        const type = typeDraw < 0.76 ? 'full' : typeDraw < 0.95 ? 'part' : 'substitute';
        const hours = type === 'full' ? rng.int(35, 45) : rng.int(10, 30);
        const agesServed = agesFor(rng, job.position).map((key) => ages.get(key)!.id);
        const createdDay = Math.min(today, Math.max(person.createdDay, job.startDay + rng.int(0, 30)));
        const createdMinute = officeMinute(rng);
        const current = job.endDay === null;
        const verifier = verifiers.directorAt(job.organization, person) ?? verifiers.agency(rng);
        const verification = context.verifications.decide(
          rng,
          {
            entityTypeId: ENTITY.employment,
            entityId: job.id,
            ownerId: person.id,
            day: createdDay,
            minute: createdMinute,
          },
          EMPLOYMENT_VERIFICATION,
          verifier,
          person.directs === null,
        );
        const directed = job.organization?.director && job.organization.director !== person;
        writer.row([
          job.id,
          person.id,
          job.organization?.id ?? null,
          job.employerName,
          dateText(job.startDay),
          job.endDay === null ? null : dateText(job.endDay),
          job.organization !== null,
          tenant.features.trainTnAccess && current && holdsStaff(job) && rng.chance(0.7),
          instantText(createdDay, createdMinute),
          instantText(verification.day, verification.minute),
          FORMS.experience,
          version,
          job.countyFips,
          job.position,
          types.get(type)!.id,
          hours,
          agesServed,
          Boolean(
            tenant.features.directorVerifiesRecords &&
            current &&
            directed &&
            holdsStaff(job) &&
            rng.chance(0.35),
          ),
          verification.verified,
          verification.rejected,
          verification.status,
          rng.chance(0.002)
            ? instantText(Math.min(today, createdDay + rng.int(1, 300)), officeMinute(rng))
            : null,
        ]);
      }
    },
  );
}

function agesFor(rng: Random, position: string): ('infants' | 'toddlers' | 'preschool' | 'schoolAge')[] {
  if (position.startsWith('Infant')) return ['infants'];
  if (position.startsWith('Toddler')) return rng.chance(0.5) ? ['toddlers'] : ['infants', 'toddlers'];
  if (position.startsWith('Pre-K')) return ['preschool'];
  if (position.startsWith('School-Age')) return ['schoolAge'];
  const all = ['infants', 'toddlers', 'preschool', 'schoolAge'] as const;
  const from = rng.int(0, 3);
  const to = Math.min(3, from + rng.int(0, 2));
  return all.slice(from, to + 1);
}

/** organization_roles and role_request_actions: each role's state and the history that led to it. */
export async function loadOrganizationRoles(
  context: ScaleContext,
  client: pg.ClientBase,
  jobs: readonly Job[],
  people: readonly Person[],
  firstRoleId: number,
  firstActionId: number,
): Promise<{ roles: LoadTiming; actions: LoadTiming; pendingStaff: number; pendingDirector: number }> {
  const rng = context.rng('organization roles');
  const { today } = context;
  const administrators = people.filter((p) => p.elevated === '500' || p.elevated === '400').map((p) => p.id);
  const administrator = () => (administrators.length === 0 ? null : rng.pick(administrators));
  const roles: Cell[][] = [];
  const actions: Cell[][] = [];
  let pendingStaff = 0;
  let pendingDirector = 0;
  const act = (
    job: Job,
    role: '100' | '200',
    type: number,
    parent: number | null,
    actor: number | null,
    day: number,
    comments: string | null = null,
  ): number => {
    const id = firstActionId + actions.length;
    actions.push([
      id,
      job.id,
      role,
      type,
      parent,
      comments,
      actor,
      instantText(Math.min(today, day), officeMinute(rng)),
    ]);
    return id;
  };
  const hold = (job: Job, role: '100' | '200', active: boolean, from: number, to: number) => {
    roles.push([
      firstRoleId + roles.length,
      job.id,
      role,
      active,
      instantText(Math.min(today, from), officeMinute(rng)),
      instantText(Math.min(today, to), officeMinute(rng)),
    ]);
  };
  for (const job of jobs) {
    const { organization, person } = job;
    if (!organization || job.staff === 'none') continue;
    const approver = (day: number) =>
      organization.director && organization.director !== person && organization.directorSinceDay <= day
        ? organization.director.id
        : administrator();
    const asked = Math.min(today, inRegistryFrom(job) + rng.int(0, 20));
    const answered = Math.min(today, job.endDay ?? today, asked + rng.int(1, 14));
    switch (job.staff) {
      case 'pending': {
        act(
          job,
          '100',
          ROLE_ACTION.Requested,
          null,
          person.id,
          Math.max(job.startDay, today - rng.int(0, 60)),
        );
        pendingStaff += 1;
        continue;
      }
      case 'rejected': {
        const request = act(job, '100', ROLE_ACTION.Requested, null, person.id, asked);
        act(
          job,
          '100',
          ROLE_ACTION.Rejected,
          request,
          approver(answered),
          answered,
          'Not on our staff list.',
        );
        continue;
      }
      case 'withdrawn': {
        const request = act(job, '100', ROLE_ACTION.Requested, null, person.id, asked);
        act(job, '100', ROLE_ACTION.Withdrawn, request, person.id, answered);
        continue;
      }
      case 'rejectedThenApproved': {
        const first = act(job, '100', ROLE_ACTION.Requested, null, person.id, asked);
        act(
          job,
          '100',
          ROLE_ACTION.Rejected,
          first,
          approver(answered),
          answered,
          'Please use your legal name.',
        );
        const again = act(job, '100', ROLE_ACTION.Requested, null, person.id, answered + 2);
        act(job, '100', ROLE_ACTION.Approved, again, approver(answered + 5), answered + 5);
        hold(job, '100', true, answered + 5, answered + 5);
        break;
      }
      case 'approved':
      case 'ended': {
        const request = act(job, '100', ROLE_ACTION.Requested, null, person.id, asked);
        act(job, '100', ROLE_ACTION.Approved, request, approver(answered), answered);
        break;
      }
    }
    const staffSince = job.staff === 'rejectedThenApproved' ? answered + 5 : answered;
    if (job.director === 'held' || job.director === 'ended') {
      const since =
        job.director === 'held'
          ? organization.directorSinceDay
          : Math.min(job.endDay ?? today, staffSince + rng.int(30, 400));
      const requested = Math.max(staffSince + 1, since - rng.int(1, 5));
      const request = act(job, '200', ROLE_ACTION.Requested, null, person.id, requested);
      act(job, '200', ROLE_ACTION.Approved, request, administrator(), Math.max(since, requested + 1));
      if (job.director === 'ended') {
        const end = Math.max(since, job.endDay ?? today);
        act(job, '200', ROLE_ACTION.Removed, null, person.id, end);
        hold(job, '200', false, since, end);
      } else hold(job, '200', true, since, since);
    } else if (job.director === 'pending') {
      act(job, '200', ROLE_ACTION.Requested, null, person.id, Math.max(staffSince, today - rng.int(0, 60)));
      pendingDirector += 1;
    }
    if (job.staff === 'ended') {
      const end = job.endDay ?? today;
      act(job, '100', ROLE_ACTION.Removed, null, person.id, end);
      hold(job, '100', false, staffSince, end);
    } else if (job.staff === 'approved') hold(job, '100', true, staffSince, staffSince);
  }
  const rolesTiming = await loadTable(
    client,
    'organization_roles',
    ['id', 'employment_record_id', 'role_name', 'active', 'created_at', 'updated_at'],
    bulk(context, roles.length, true),
    (writer) => roles.forEach((row) => writer.row(row)),
  );
  const actionsTiming = await loadTable(
    client,
    'role_request_actions',
    [
      'id',
      'employment_record_id',
      'role_name',
      'action_type',
      'parent_action_id',
      'comments',
      'user_last_updated',
      'last_change_at',
    ],
    bulk(context, actions.length, false),
    (writer) => actions.forEach((row) => writer.row(row)),
  );
  return { roles: rolesTiming, actions: actionsTiming, pendingStaff, pendingDirector };
}
