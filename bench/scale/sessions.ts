import type pg from 'pg';
import {
  FormId,
  regionOfCounty,
  TRAINING_REGIONS,
  type EnrollmentStatus,
} from '../../packages/domain/src/index.js';
import { loadTable, type LoadTiming } from './copy.js';
import { dateText, instantText } from './days.js';
import type { ScaleCounty } from './geography.js';
import { matchChoices, someOf, weightedChoices, type Choice } from './lists.js';
import { bulk, formVersion, officeMinute, type Person, type ScaleContext } from './model.js';
import { sample, Weighted, zipf, type Random } from './random.js';
import { trainingTitles, type AreaKey } from './trainings-catalog.js';
import { STREET_KINDS, STREET_NAMES } from './vocabulary.js';

/** Sessions spread over the year before the data set's "today" and the year after it. */
const SPAN_DAYS = 365;
/** About this many sessions per course (a popular course is held far more often than that). */
const SESSIONS_PER_COURSE = 12;
/** Most sessions of a region are given by a trainer who lives there. */
const HOME_REGION_SHARE = 0.8;
/** Past sessions are locked once held (spec 3 §4: no cancellation on a locked session); a few are not yet. */
const PAST_LOCKED = 0.9;
const DISABLED = 0.01;

const AREA_PATTERNS: readonly (readonly [AreaKey, RegExp])[] = [
  ['development', /growth|development/i],
  ['health', /health|safety|nutrition/i],
  ['curriculum', /curriculum|environment/i],
  ['assessment', /observ|assess/i],
  ['family', /famil|communit/i],
  ['management', /management|administrat|leadership/i],
  ['professionalism', /professional/i],
  ['guidance', /guidance|interaction|behavio/i],
];

/** The statuses of the data set's enrollments (the open ones take a place counted on the session's row). */
type SeedStatus = Extract<
  EnrollmentStatus,
  'Registered' | 'Waitlisted' | 'Pending Approval' | 'Unregistered' | 'Canceled' | 'Denied'
>;

interface Course {
  id: number;
  trainer: Person;
  titleIndex: number;
  name: string;
  hours: number;
  area: AreaKey;
  createdDay: number;
}

/** One enrollment, kept until its history is written (a few hundred thousand of them). */
interface Enrollment {
  id: number;
  sessionId: number;
  /** The session's trainer (the trigger enrollments_trainer sets the same from the session's row). */
  trainerId: number;
  person: Person;
  status: SeedStatus;
  waitlistSeq: number | null;
  /** Who enrolled them: themself, or the trainer. */
  byTrainer: boolean;
  day: number;
  minute: number;
  /** When the status last changed (a cancellation, a decision), else null. */
  changedDay: number | null;
  changedMinute: number;
}

export interface CatalogueIds {
  courses: number;
  course_sections: number;
  enrollments: number;
  enrollment_actions: number;
}

export interface CatalogueTimings {
  courses: LoadTiming;
  course_sections: LoadTiming;
  enrollments: LoadTiming;
  enrollment_actions: LoadTiming;
}

/** HH:MM:00 of `minute` minutes after midnight. */
function clock(minute: number): string {
  const hours = Math.floor(minute / 60);
  const minutes = minute % 60;
  return `${hours < 10 ? '0' : ''}${hours}:${minutes < 10 ? '0' : ''}${minutes}:00`;
}

/** A wall time of the session's zone, 'YYYY-MM-DD HH:MM:SS' (spec 3 §5: compared in that zone). */
function wall(day: number, minute: number): string {
  return `${dateText(day)} ${clock(minute)}`;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** 1970-01-01, day 0, was a Thursday. */
const weekday = (day: number) => WEEKDAYS[(day + 4) % 7]!;

/** Fictional numbers: 555-0100 to 555-0199 are reserved for fiction in every area code. */
function phone(rng: Random, areaCodes: readonly string[]): string {
  return `(${rng.pick(areaCodes)}) 555-01${String(rng.int(0, 99)).padStart(2, '0')}`;
}

/**
 * The training catalogue of the data set (issue 23): courses of the trainers (250; where the tenant has
 * none, tn, its administrators publish the sessions the registry receives, as the demo seed does), and
 * `options.sessions` sessions under them over the past year and the next, across the tenant's training
 * regions (al: the nine of TRAINING_REGIONS, each session in the region of its county), classified from the
 * choice lists; with their enrollments and each enrollment's history. Held sessions are mostly full and
 * locked; the coming ones fill as they draw near. The counts on each session's row (registered_count,
 * waitlisted_count, waitlist_seq, has_had_enrollments) are those of its enrollments, as the registration
 * transaction keeps them.
 */
export async function loadCatalogue(
  context: ScaleContext,
  client: pg.ClientBase,
  people: readonly Person[],
  ids: CatalogueIds,
): Promise<CatalogueTimings> {
  const rng = context.rng('catalogue');
  const { today, tenant, lists } = context;
  const { words, counties } = context.geography;
  const total = context.options.sessions;

  const ownerRole = tenant.generalRoles.includes('250') ? '250' : '500';
  const trainers = people.filter((p) => p.elevated === ownerRole);
  if (total > 0 && trainers.length === 0)
    throw new Error(`The data set has no one holding ${ownerRole} to publish the training sessions.`);

  // The regions: al's nine (a county's is regionOfCounty's, as the region check reads it); elsewhere none.
  const regionOf = (county: ScaleCounty): string | null => regionOfCounty(tenant, county.fips);
  const regionCodes: (string | null)[] =
    tenant.code === 'al' ? TRAINING_REGIONS.map(([code]) => code) : [null];
  const countiesOf = new Map<string | null, Weighted<ScaleCounty>>();
  for (const region of regionCodes) {
    const here = counties.filter((county) => regionOf(county) === region);
    if (here.length > 0) countiesOf.set(region, new Weighted(here, (county) => county.weight));
  }
  const regionWeight = new Weighted([...countiesOf.keys()], (region) =>
    counties.filter((c) => regionOf(c) === region).reduce((sum, c) => sum + c.weight, 0),
  );
  // Who registers where: the professionals (no role above 100) by the region of their organization now
  // (the calendar's and the region check's), else of where they live.
  const pools = new Map<string | null, Person[]>();
  for (const person of people) {
    if (person.elevated !== null) continue;
    const county = person.currentJob?.organization?.county ?? person.county;
    const region = tenant.code === 'al' ? regionOf(county) : null;
    const pool = pools.get(region) ?? [];
    pool.push(person);
    pools.set(region, pool);
  }
  const everyone = [...pools.values()].flat();

  // Classification lists (spec 3 §3, §9).
  const areas = matchChoices(lists.get('core-knowledge-areas'), AREA_PATTERNS);
  const areaPicker = weightedChoices(lists.get('core-knowledge-areas'), {}, 1);
  const ageGroups = weightedChoices(lists.get('age-groups'), {}, 1);
  const cdaAreas = weightedChoices(lists.get('cda-areas'), {}, 1);
  const dhrStandards = weightedChoices(lists.get('dhr-standards'), {}, 1);
  const ccdfAreas = new Weighted(lists.get('ccdf-areas'), zipf(0.6));
  const deliveries = matchChoices(lists.get('delivery-methods'), [
    ['virtual', /online|virtual/i],
    ['classroom', /classroom|in[- ]person|face/i],
    ['blended', /blend|hybrid/i],
  ]);
  const delivery = new Weighted(
    [deliveries.get('classroom')!, deliveries.get('virtual')!, deliveries.get('blended')!],
    (_choice, index) => [60, 30, 10][index]!,
  );
  const virtualId = deliveries.get('virtual')!.id;

  // Courses: each trainer's, titles of the catalogue (a trainer teaches a title once).
  const titles = trainingTitles();
  const catalogue = new Weighted(titles, (title) => title.weight);
  const courseCount = total === 0 ? 0 : Math.max(trainers.length, Math.round(total / SESSIONS_PER_COURSE));
  const courses: Course[] = [];
  const taught = new Set<string>();
  for (let n = 0; n < courseCount; n += 1) {
    const trainer = trainers[n % trainers.length]!;
    let titleIndex = catalogue.pickIndex(rng);
    for (let attempt = 0; taught.has(`${trainer.id}:${titleIndex}`) && attempt < 20; attempt += 1)
      titleIndex = catalogue.pickIndex(rng);
    taught.add(`${trainer.id}:${titleIndex}`);
    const title = titles[titleIndex]!;
    courses.push({
      id: ids.courses + n,
      trainer,
      titleIndex,
      name: title.name,
      hours: title.hours,
      area: title.area,
      createdDay: today - SPAN_DAYS - rng.int(0, 700),
    });
  }
  // Popular courses are held far more often. A session's region follows where people are; it is mostly
  // one of a trainer who lives in that region (their home region), else anyone's.
  const popularity = courses.map(
    (course) => titles[course.titleIndex]!.weight * Math.max(0.1, rng.around(1, 0.3)),
  );
  const anyCourse = new Weighted(courses, (_course, index) => popularity[index]!);
  const homeRegion = (trainer: Person) => (tenant.code === 'al' ? regionOf(trainer.county) : null);
  const coursesOf = new Map<string | null, Weighted<Course>>();
  for (const region of countiesOf.keys()) {
    const here = courses
      .map((course, index) => ({ course, index }))
      .filter(({ course }) => homeRegion(course.trainer) === region);
    if (here.length > 0)
      coursesOf.set(
        region,
        new Weighted(
          here.map(({ course }) => course),
          (_course, n) => popularity[here[n]!.index]!,
        ),
      );
  }

  const courseTiming = await loadTable(
    client,
    'courses',
    [
      'id',
      'user_id',
      'form_id',
      'form_version',
      'course_name',
      'description',
      'course_number',
      'hours',
      'disabled_at',
      'created_at',
      'updated_at',
    ],
    bulk(context, courses.length, false),
    (writer) => {
      for (const course of courses) {
        const created = instantText(course.createdDay, officeMinute(rng));
        writer.row([
          course.id,
          course.trainer.id,
          FormId.Course,
          formVersion(context, FormId.Course),
          course.name,
          `${course.name}: a ${course.hours}-hour training for early-childhood professionals.`,
          `TR-${1000 + ((course.titleIndex * 7919 + course.trainer.id) % 9000)}`,
          course.hours,
          null,
          created,
          created,
        ]);
      }
    },
  );

  const enrollments: Enrollment[] = [];
  let enrollmentId = ids.enrollments;
  const sessionVersion = formVersion(context, FormId.CourseSection);
  const sessionTiming = await loadTable(
    client,
    'course_sections',
    [
      'id',
      'course_id',
      'user_id',
      'form_id',
      'form_version',
      'section_name',
      'description',
      'training_start',
      'training_end',
      'reg_start',
      'reg_deadline',
      'time_zone',
      'region',
      'location_name',
      'location_phone',
      'location_address',
      'contact_name',
      'contact_phone',
      'contact_email',
      'core_knowledge_area',
      'target_age_group',
      'dhr_minimum_standard',
      'cda_area',
      'ccdf_area',
      'delivery_method',
      'hours',
      'other_information',
      'session_information',
      'capacity',
      'waitlist_capacity',
      'registered_count',
      'waitlisted_count',
      'waitlist_seq',
      'record_is_locked',
      'has_had_enrollments',
      'disabled_at',
      'created_at',
      'updated_at',
    ],
    bulk(context, total, false),
    async (writer) => {
      for (let n = 0; n < total; n += 1) {
        const id = ids.course_sections + n;
        const region = regionWeight.pick(rng);
        const local = coursesOf.get(region);
        const course =
          local !== undefined && rng.chance(HOME_REGION_SHARE) ? local.pick(rng) : anyCourse.pick(rng);
        const trainer = course.trainer;
        const county = countiesOf.get(region)!.pick(rng);
        const town = rng.pick(county.towns);
        const method = delivery.pick(rng);
        const virtual = method.id === virtualId;

        // When: a day of the two years, a usual start (evening for many online ones), the course's hours.
        // Weekdays, some Saturdays, never a Sunday.
        const day = today - SPAN_DAYS + rng.int(0, 2 * SPAN_DAYS);
        const saturday = rng.chance(0.12);
        const drawn = saturday ? day + ((6 - ((day + 4) % 7) + 7) % 7) : day;
        const startDay = weekday(drawn) === 'Sunday' ? drawn + 1 : drawn;
        const evening = virtual ? rng.chance(0.5) : rng.chance(0.15);
        const hours = Math.min(course.hours, evening ? 3 : 8);
        const startMinute = evening
          ? rng.pick([17 * 60 + 30, 18 * 60, 18 * 60 + 30])
          : rng.pick([8, 9, 9, 10, 13]) * 60;
        const endMinute = Math.min(23 * 60 + 30, startMinute + Math.ceil(hours * 2) * 30);
        const regStartDay = startDay - rng.int(21, 60);
        const deadlineDay = rng.chance(0.3) ? null : startDay - rng.int(0, 3);
        const createdDay = Math.max(course.createdDay, regStartDay - rng.int(1, 14));
        const createdMinute = officeMinute(rng);
        const past = startDay < today;
        const disabled = !past && rng.chance(DISABLED);
        const capacity = rng.int(10, 40);
        const waitlistCapacity = rng.int(0, 20);

        // Its enrollments: who, in what state.
        const nearness = past ? 1 : Math.max(0, 1 - (startDay - today) / 120);
        const opened = regStartDay <= today && !disabled;
        const enrolled = opened && rng.chance(past ? 0.85 : 0.15 + 0.65 * nearness);
        let registered = 0;
        let waitlisted = 0;
        let pending = 0;
        let left = 0;
        let denied = 0;
        if (enrolled) {
          const full = rng.chance(past ? 0.45 : 0.05 + 0.35 * nearness);
          registered = full
            ? capacity
            : Math.max(
                1,
                Math.round(
                  capacity *
                    (past ? 0.4 + 0.6 * rng.next() : (0.1 + 0.8 * rng.next()) * (0.4 + 0.6 * nearness)),
                ),
              );
          if (full && waitlistCapacity > 0 && rng.chance(0.5)) waitlisted = rng.int(1, waitlistCapacity);
          if (!past && tenant.code === 'al' && rng.chance(0.25)) pending = rng.int(1, 2);
          if (rng.chance(0.4)) left = rng.int(1, 3);
          if (tenant.code === 'al' && rng.chance(0.05)) denied = 1;
        }
        // In-region people take the seats, the waitlist and the cancellations; out-of-region ones ask.
        const pool = pools.get(region) ?? everyone;
        registered = Math.min(registered, pool.length);
        waitlisted = registered < capacity ? 0 : Math.min(waitlisted, pool.length - registered);
        left = Math.min(left, pool.length - registered - waitlisted);
        const inRegion = sample(rng, pool.length, registered + waitlisted + left).map(
          (index) => pool[index]!,
        );
        const chosen = new Set(inRegion.map((person) => person.id));
        const outside: Person[] = [];
        for (
          let attempt = 0;
          outside.length < pending + denied && attempt < 20 && everyone.length > 0;
          attempt += 1
        ) {
          const person = everyone[rng.int(0, everyone.length - 1)]!;
          if (chosen.has(person.id)) continue;
          chosen.add(person.id);
          outside.push(person);
        }
        // Enrollments arrive from the window's opening until the deadline (or today, for a coming session).
        const lastDay = Math.max(regStartDay, Math.min(deadlineDay ?? startDay, today - 1));
        const arrival = () => ({ day: rng.int(regStartDay, lastDay), minute: officeMinute(rng) });
        const add = (person: Person, status: SeedStatus, seq: number | null, changed: boolean) => {
          const at = arrival();
          const changedDay = changed ? Math.min(Math.max(at.day, lastDay), at.day + rng.int(0, 20)) : null;
          enrollments.push({
            id: enrollmentId,
            sessionId: id,
            trainerId: trainer.id,
            person,
            status,
            waitlistSeq: seq,
            byTrainer: rng.chance(0.1),
            day: at.day,
            minute: at.minute,
            changedDay,
            changedMinute: officeMinute(rng),
          });
          enrollmentId += 1;
          return at;
        };
        let lastActivity = { day: createdDay, minute: createdMinute };
        const later = (at: { day: number; minute: number }) => {
          if (at.day > lastActivity.day || (at.day === lastActivity.day && at.minute > lastActivity.minute))
            lastActivity = at;
        };
        let next = 0;
        for (let k = 0; k < registered; k += 1) later(add(inRegion[next++]!, 'Registered', null, false));
        // The waitlist in order of arrival: waitlist_seq 1, 2, ...
        const waitlist: Enrollment[] = [];
        for (let k = 0; k < waitlisted; k += 1) {
          later(add(inRegion[next++]!, 'Waitlisted', null, false));
          waitlist.push(enrollments.at(-1)!);
        }
        waitlist.sort((a, b) => a.day - b.day || a.minute - b.minute || a.id - b.id);
        waitlist.forEach((enrollment, index) => {
          enrollment.waitlistSeq = index + 1;
        });
        for (let k = 0; k < left; k += 1)
          later(add(inRegion[next++]!, rng.chance(0.7) ? 'Unregistered' : 'Canceled', null, true));
        outside.forEach((someone, index) =>
          later(add(someone, index < pending ? 'Pending Approval' : 'Denied', null, index >= pending)),
        );
        const hasHad = registered + waitlisted + left + outside.length > 0;

        const health = course.area === 'health';
        const sectionName = virtual
          ? `Online, ${weekday(startDay)} ${evening ? 'evening' : 'morning'}`
          : `${town}, ${weekday(startDay)} ${evening ? 'evening' : startMinute < 12 * 60 ? 'morning' : 'afternoon'}`;
        const location = virtual
          ? null
          : rng.pick([
              `${town} Public Library, Meeting Room ${rng.pick(['A', 'B', 'C'])}`,
              `${county.name} County Extension Office`,
              `${town} Child Care Resource Center`,
              `${town} Community College, Room ${rng.int(101, 240)}`,
              `${town} Head Start Training Room`,
            ]);
        writer.row([
          id,
          course.id,
          trainer.id,
          FormId.CourseSection,
          sessionVersion,
          sectionName,
          virtual ? 'A live online session: the link is mailed to the registered the day before.' : null,
          wall(startDay, startMinute),
          wall(startDay, endMinute),
          wall(regStartDay, 8 * 60),
          deadlineDay === null ? null : wall(deadlineDay, 23 * 60 + 59),
          tenant.timeZone,
          region,
          location,
          virtual ? null : phone(rng, words.areaCodes),
          virtual
            ? null
            : `${rng.int(100, 9899)} ${rng.pick(STREET_NAMES)} ${rng.pick(STREET_KINDS)}, ${town}, ${words.postalCode} ${rng.int(words.zipRange[0], words.zipRange[1])}`,
          `${trainer.firstName} ${trainer.lastName}`,
          phone(rng, words.areaCodes),
          trainer.email,
          [areas.get(course.area)!.id, ...(rng.chance(0.3) ? [areaPicker.pick(rng).id] : [])].filter(
            (value, index, all) => all.indexOf(value) === index,
          ),
          ids2(someOf(rng, ageGroups, rng.int(1, 3))),
          tenant.code === 'al' ? ids2(someOf(rng, dhrStandards, rng.int(0, 2))) : [],
          ids2(someOf(rng, cdaAreas, rng.int(1, 2))),
          health
            ? ids2(someOf(rng, ccdfAreas, rng.int(1, 3)))
            : rng.chance(0.2)
              ? [ccdfAreas.pick(rng).id]
              : [],
          method.id,
          hours,
          null,
          rng.chance(0.3)
            ? 'Please bring a photo ID; a certificate is issued at the end of the session.'
            : null,
          capacity,
          waitlistCapacity,
          registered,
          waitlisted,
          waitlisted,
          past && rng.chance(PAST_LOCKED),
          hasHad,
          disabled ? instantText(createdDay + rng.int(1, 10), officeMinute(rng)) : null,
          instantText(createdDay, createdMinute),
          instantText(lastActivity.day, lastActivity.minute),
        ]);
        if (n % 500 === 499) await writer.ready();
      }
    },
  );

  const enrollmentVersion = formVersion(context, FormId.Enrollment);
  const enrollmentTiming = await loadTable(
    client,
    'enrollments',
    [
      'id',
      'course_section_id',
      'user_id',
      'trainer_user_id',
      'organization_id',
      'form_id',
      'form_version',
      'status',
      'waitlist_seq',
      'attendance',
      'comment',
      'enrolled_by',
      'created_at',
      'updated_at',
    ],
    bulk(context, enrollments.length, false),
    async (writer) => {
      let index = 0;
      for (const enrollment of enrollments) {
        const created = instantText(enrollment.day, enrollment.minute);
        writer.row([
          enrollment.id,
          enrollment.sessionId,
          enrollment.person.id,
          enrollment.trainerId,
          enrollment.person.currentJob?.organization?.id ?? null,
          FormId.Enrollment,
          enrollmentVersion,
          enrollment.status,
          enrollment.waitlistSeq,
          0,
          enrollment.status === 'Pending Approval' || enrollment.status === 'Denied'
            ? 'I work just outside the region; this is the closest session for me.'
            : null,
          enrollment.byTrainer ? null : enrollment.person.id,
          created,
          enrollment.changedDay === null
            ? created
            : instantText(enrollment.changedDay, enrollment.changedMinute),
        ]);
        index += 1;
        if (index % 5000 === 0) await writer.ready();
      }
    },
  );

  // Each enrollment's history: how it began, and the change that ended it.
  const first: Record<SeedStatus, 'Registered' | 'Waitlisted' | 'Requested'> = {
    Registered: 'Registered',
    Waitlisted: 'Waitlisted',
    'Pending Approval': 'Requested',
    Unregistered: 'Registered',
    Canceled: 'Registered',
    Denied: 'Requested',
  };
  let actionId = ids.enrollment_actions;
  const actionTiming = await loadTable(
    client,
    'enrollment_actions',
    ['id', 'enrollment_id', 'actor_user_id', 'action', 'comment', 'at'],
    bulk(context, enrollments.length * 1.2, true),
    async (writer) => {
      let index = 0;
      for (const enrollment of enrollments) {
        const trainer = enrollment.trainerId;
        writer.row([
          actionId++,
          enrollment.id,
          enrollment.byTrainer ? trainer : enrollment.person.id,
          first[enrollment.status],
          null,
          instantText(enrollment.day, enrollment.minute),
        ]);
        if (enrollment.changedDay !== null) {
          const at = instantText(enrollment.changedDay, enrollment.changedMinute);
          if (enrollment.status === 'Unregistered')
            writer.row([actionId++, enrollment.id, enrollment.person.id, 'Canceled', null, at]);
          else if (enrollment.status === 'Canceled')
            writer.row([actionId++, enrollment.id, trainer, 'Canceled', 'The session was rescheduled.', at]);
          else if (enrollment.status === 'Denied')
            writer.row([
              actionId++,
              enrollment.id,
              trainer,
              'Denied',
              'This session is for the region’s programmes.',
              at,
            ]);
        }
        index += 1;
        if (index % 5000 === 0) await writer.ready();
      }
    },
  );
  return {
    courses: courseTiming,
    course_sections: sessionTiming,
    enrollments: enrollmentTiming,
    enrollment_actions: actionTiming,
  };
}

const ids2 = (choices: readonly Choice[]): string[] => choices.map((choice) => choice.id);
