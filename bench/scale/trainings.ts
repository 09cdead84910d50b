import type pg from 'pg';
import { loadTable, type LoadTiming } from './copy.js';
import { dateText, instantText } from './days.js';
import type { Verifiers } from './employment.js';
import { matchChoices, weightedChoices } from './lists.js';
import { bulk, ENTITY, FORMS, formVersion, officeMinute, type Person, type ScaleContext } from './model.js';
import type { Organizations } from './organizations.js';
import { apportion, Weighted, zipf } from './random.js';
import { trainingTitles, type AreaKey } from './trainings-catalog.js';
import type { VerificationRates } from './verification.js';

/** Trainings sent from the registry's own sessions or another system (spec 3: not the owner's to change). */
const SENT_VIA_API = 0.18;
/** Directors verify trainings (spec 3 §6: 200 only, never those sent via the API). */
const TRAINING_VERIFICATION: VerificationRates = {
  verified: 0.15,
  rejected: 0.004,
  returned: 0.002,
  requested: 0.001,
};
const TEN_YEARS = 3652;

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

/**
 * training_records: several hundred titles, the licensing rules' yearly ones most often, spread over the
 * last ten years of each person's career; those who have worked longer, and directors, have more. Streamed
 * person by person: millions of rows are never held in memory.
 */
export function loadTrainings(
  context: ScaleContext,
  client: pg.ClientBase,
  people: readonly Person[],
  organizations: Organizations,
  firstId: number,
  verifiers: Verifiers,
): Promise<LoadTiming> {
  const rng = context.rng('trainings');
  const { today, lists } = context;
  const { words } = context.geography;
  const total = context.options.trainings;
  const counts = apportion(
    total,
    people.map((p) => {
      const activeYears = Math.min(10, (today - p.careerStartDay) / 365.25) + 0.3;
      const zeal = Math.exp(rng.around(0, 0.5));
      return activeYears * zeal * (p.directs ? 1.5 : 1) * (p.elevated ? 0.5 : 1) * (p.currentJob ? 1 : 0.4);
    }),
  );
  const titles = trainingTitles();
  const catalogue = new Weighted(titles, (title) => title.weight);
  const areas = matchChoices(lists.get('core-knowledge-areas'), AREA_PATTERNS);
  const deliveries = matchChoices(lists.get('delivery-methods'), [
    ['online', /online|virtual/i],
    ['classroom', /classroom|in[- ]person|face/i],
    ['blended', /blend|hybrid/i],
  ]);
  // Online most, then classroom, few blended; a method the data set does not know (a state's own) now and then.
  const delivery = weightedChoices(
    lists.get('delivery-methods'),
    {
      [deliveries.get('blended')!.id]: 10,
      [deliveries.get('classroom')!.id]: 35,
      [deliveries.get('online')!.id]: 55,
    },
    5,
  );
  const sponsors = new Weighted(words.sponsors, zipf(0.7));
  const agencyNames = organizations.agencies.map((agency) => agency.name);
  const version = formVersion(context, FORMS.training);
  const courseNumbers = new Map<string, string>();
  const courseNumber = (sponsor: string, titleIndex: number): string => {
    const key = `${sponsor}\u0000${titleIndex}`;
    let number = courseNumbers.get(key);
    if (number === undefined) {
      const initials = sponsor.replace(/[^A-Z]/g, '').slice(0, 4) || 'TR';
      number = `${initials}-${1000 + ((titleIndex * 7919 + sponsor.length * 131) % 9000)}`;
      courseNumbers.set(key, number);
    }
    return number;
  };
  let id = firstId;
  return loadTable(
    client,
    'training_records',
    [
      'id',
      'user_id',
      'form_id',
      'form_version',
      'training_name',
      'training_date',
      'hours',
      'sponsor',
      'course_number',
      'core_knowledge_area',
      'delivery_method',
      'sent_via_api',
      'verified',
      'rejected',
      'verification_status',
      'disabled_at',
      'created_at',
      'updated_at',
    ],
    bulk(context, total, true),
    async (writer) => {
      for (const person of people) {
        const count = counts[person.index]!;
        if (count === 0) continue;
        const from = Math.max(person.careerStartDay, today - TEN_YEARS);
        const director = verifiers.directorOf(person);
        const employer = person.currentJob?.organization?.name ?? null;
        for (let n = 0; n < count; n += 1) {
          const titleIndex = catalogue.pickIndex(rng);
          const title = titles[titleIndex]!;
          const day = rng.int(from, today - 1);
          const viaApi = rng.chance(SENT_VIA_API);
          const sponsorDraw = rng.next();
          const sponsor = viaApi
            ? rng.pick(words.apiSponsors)
            : sponsorDraw < 0.6 || agencyNames.length === 0
              ? sponsors.pick(rng)
              : sponsorDraw < 0.85 || employer === null
                ? rng.pick(agencyNames)
                : employer;
          const hours = rng.chance(0.15)
            ? Math.max(0.5, title.hours + rng.pick([-0.5, 0.5, 1]))
            : title.hours;
          // Entered soon after the training, or when the person registered (a training of before).
          const createdDay = Math.min(today, Math.max(day, person.createdDay) + rng.int(0, 30));
          const createdMinute = officeMinute(rng);
          const state = viaApi
            ? { verified: false, rejected: false, status: null, day: createdDay, minute: createdMinute }
            : context.verifications.decide(
                rng,
                {
                  entityTypeId: ENTITY.training,
                  entityId: id,
                  ownerId: person.id,
                  day: createdDay,
                  minute: createdMinute,
                },
                TRAINING_VERIFICATION,
                director,
                person.directs === null,
              );
          writer.row([
            id,
            person.id,
            FORMS.training,
            version,
            title.name,
            dateText(day),
            hours,
            sponsor,
            viaApi || rng.chance(0.55) ? courseNumber(sponsor, titleIndex) : null,
            areas.get(title.area)!.id,
            viaApi
              ? rng.chance(0.8)
                ? deliveries.get('online')!.id
                : delivery.pick(rng).id
              : delivery.pick(rng).id,
            viaApi,
            state.verified,
            state.rejected,
            state.status,
            rng.chance(0.003)
              ? instantText(Math.min(today, createdDay + rng.int(1, 200)), officeMinute(rng))
              : null,
            instantText(createdDay, createdMinute),
            instantText(state.day, state.minute),
          ]);
          id += 1;
        }
        await writer.ready();
      }
    },
  );
}
