import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LATTICE_REQUIREMENTS,
  describeRequirement,
  isEceField,
  LATTICE_LEVELS,
  missingFor,
  NO_FACTS,
  place,
  placePerson,
  requirementsProblem,
  type LatticeFacts,
} from './lattice.js';

const al = DEFAULT_LATTICE_REQUIREMENTS.al;
const tn = DEFAULT_LATTICE_REQUIREMENTS.tn;
const facts = (parts: Partial<LatticeFacts>): LatticeFacts => ({ ...NO_FACTS, ...parts });
const HS = 1;
const CERT = 3;
const ASSOC = 4;
const BACH = 5;
const MASTER = 6;

describe('the default requirements', () => {
  it('have eight levels per tenant, well formed', () => {
    for (const requirements of [al, tn]) {
      expect(requirements).toHaveLength(LATTICE_LEVELS);
      expect(requirementsProblem(requirements)).toBeNull();
    }
  });
  it('end with a master’s degree in early childhood education', () => {
    expect(al[7]).toMatchObject({ level: 8, minDegree: 'master', degreeInEce: true });
    expect(tn[7]).toMatchObject({ level: 8, minDegree: 'master', degreeInEce: true });
  });
  it('are described in words for the Info tab', () => {
    expect(describeRequirement(al[0]!)).toEqual([
      'a high school diploma or GED',
      '6 training hours in Health, Safety and Nutrition',
      '12 training hours in total',
    ]);
    expect(describeRequirement(al[2]!)).toEqual([
      'a CDA credential',
      '45 training hours in total',
      '1 year of experience',
    ]);
  });
});

describe('requirementsProblem', () => {
  it('refuses a missing or repeated level, unknown codes and negative amounts', () => {
    expect(requirementsProblem(al.slice(1))).toMatch(/8 levels/);
    expect(requirementsProblem([...al.slice(1), al[1]!])).toMatch(/8 levels/);
    expect(requirementsProblem(al.map((r) => (r.level === 3 ? { ...r, minDegree: 'phd' } : r)))).toMatch(
      /Level 3/,
    );
    expect(requirementsProblem(al.map((r) => (r.level === 3 ? { ...r, credentials: ['x'] } : r)))).toMatch(
      /credential/,
    );
    expect(
      requirementsProblem(al.map((r) => (r.level === 2 ? { ...r, trainingByArea: { nope: 2 } } : r))),
    ).toMatch(/area/);
    expect(requirementsProblem(al.map((r) => (r.level === 2 ? { ...r, experienceYears: -1 } : r)))).toMatch(
      /negative/,
    );
  });
});

describe('isEceField', () => {
  it.each([
    ['Early Childhood Education', true],
    ['early care and education', true],
    ['Child Development', true],
    ['ECE', true],
    ['B.S. in ECE/Special Education', true],
    ['Accounting', false],
    ['Recreation', false],
    ['', false],
  ])('%s: %s', (field, expected) => expect(isEceField(field)).toBe(expected));
  it('null is not', () => expect(isEceField(null)).toBe(false));
});

describe('place', () => {
  it('places nobody without records at 0, with all of level 1 missing', () => {
    const placement = place(al, NO_FACTS);
    expect(placement.level).toBe(0);
    expect(placement.nextLevel).toBe(1);
    expect(placement.missing.map((m) => m.text)).toEqual([
      'a high school diploma or GED',
      '6 more training hours in Health, Safety and Nutrition',
      '12 more training hours in total',
    ]);
    expect(placement.missing.map((m) => m.route)).toEqual(['profile-education', 'training', 'training']);
  });

  it('says exactly what is missing for the next level', () => {
    const placement = place(
      al,
      facts({
        degreeRank: HS,
        trainingHours: 18,
        trainingByArea: { 'health-safety-nutrition': 6, 'child-development': 2 },
        experienceYears: 0.5,
      }),
    );
    expect(placement.level).toBe(1);
    expect(placement.nextLevel).toBe(2);
    expect(placement.missing).toEqual([
      {
        kind: 'trainingArea',
        text: '4 more training hours in Child Growth and Development',
        route: 'training',
      },
      {
        kind: 'trainingArea',
        text: '6 more training hours in Health, Safety and Nutrition',
        route: 'training',
      },
      { kind: 'training', text: '12 more training hours in total', route: 'training' },
      { kind: 'experience', text: '0.5 more years of experience', route: 'profile-employment' },
    ]);
  });

  it('names a missing credential with the route of the certification tab', () => {
    const placement = place(
      al,
      facts({
        degreeRank: HS,
        trainingHours: 50,
        trainingByArea: { 'health-safety-nutrition': 12, 'child-development': 6 },
        experienceYears: 1,
      }),
    );
    expect(placement.level).toBe(2);
    expect(placement.missing).toEqual([
      { kind: 'credential', text: 'a CDA credential', route: 'profile-certification' },
    ]);
  });

  it('offers any of the tenant’s credentials (tn: CDA, infant-toddler or family child care)', () => {
    expect(missingFor(tn[2]!, NO_FACTS)[0]!.text).toBe(
      'a CDA credential or an Infant and Toddler Credential or a Family Child Care Credential',
    );
    expect(
      place(tn, facts({ credentials: ['infant-toddler'], trainingHours: 45, experienceYears: 1 })).level,
    ).toBe(3);
  });

  it('asks for a degree in early childhood where the level says so', () => {
    const placement = place(
      al,
      facts({ degreeRank: BACH, eceDegreeRank: ASSOC, trainingHours: 10, experienceYears: 3 }),
    );
    // Level 5 (associate's in ECE) is met; 6 asks for 60 hours with 12 in child development.
    expect(placement.level).toBe(5);
    expect(placement.missing.map((m) => m.kind)).toEqual(['trainingArea', 'training']);
    const ece = place(
      al,
      facts({ degreeRank: BACH, eceDegreeRank: CERT, trainingHours: 60, experienceYears: 3 }),
    );
    expect(ece.level).toBe(4);
    expect(ece.missing.map((m) => m.text)).toContain(
      "an associate's degree in early childhood education or a related field",
    );
  });

  it('lets a higher degree place a person above levels whose hours they never logged', () => {
    expect(place(al, facts({ degreeRank: MASTER, eceDegreeRank: MASTER, experienceYears: 4 })).level).toBe(8);
  });

  it('has nothing missing at the top', () => {
    const top = place(al, facts({ degreeRank: MASTER, eceDegreeRank: MASTER, experienceYears: 10 }));
    expect(top).toEqual({ level: 8, nextLevel: null, missing: [] });
  });

  it('rounds what remains up, never to 0', () => {
    const placement = place(
      al,
      facts({ degreeRank: HS, trainingHours: 11.999, trainingByArea: { 'health-safety-nutrition': 6 } }),
    );
    expect(placement.level).toBe(0);
    expect(placement.missing.map((m) => m.text)).toEqual(['0.01 more training hours in total']);
  });

  it('says 1 more year, singular', () => {
    const text = missingFor(
      al[1]!,
      facts({
        degreeRank: HS,
        trainingHours: 30,
        trainingByArea: { 'health-safety-nutrition': 12, 'child-development': 6 },
      }),
    );
    expect(text.map((m) => m.text)).toEqual(['1 more year of experience']);
  });

  it('links training hours to the calendar where the tenant has no training records route (al)', () => {
    const placement = place(al, NO_FACTS, { training: 'calendar' });
    expect(placement.missing.filter((m) => m.kind !== 'education').map((m) => m.route)).toEqual([
      'calendar',
      'calendar',
    ]);
  });

  it('is the same whatever the order the requirements come in', () => {
    const shuffled = [...al].reverse();
    const f = facts({
      degreeRank: HS,
      trainingHours: 40,
      trainingByArea: { 'health-safety-nutrition': 12, 'child-development': 6 },
      experienceYears: 2,
    });
    expect(place(shuffled, f)).toEqual(place(al, f));
  });
});

describe('placePerson', () => {
  it('places by verified records and by all records, side by side', () => {
    const person = placePerson(al, {
      verified: facts({
        degreeRank: HS,
        trainingHours: 12,
        trainingByArea: { 'health-safety-nutrition': 6 },
      }),
      all: facts({
        degreeRank: HS,
        trainingHours: 50,
        trainingByArea: { 'health-safety-nutrition': 12, 'child-development': 6 },
        experienceYears: 1,
        credentials: ['cda'],
      }),
    });
    expect(person.verified.level).toBe(1);
    expect(person.all.level).toBe(3);
  });
});
